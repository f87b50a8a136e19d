import {
  accountFor,
  DomainError,
  ledgerAccountCode,
  ledgerRefusalMessages,
  planPosting,
  type LedgerAccountKind,
  type LedgerLeg,
  type LedgerOperation,
} from '@invierte/domain';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { ledgerRepository, type LedgerTransactionRow } from './ledger.repository.ts';
import { investorsChanged } from '../../shared/investor-changes.ts';

/** Whose accounts an operation's roles stand for. */
export interface LedgerParties {
  userId: string;
  productId: string;
  currency: string;
}

export interface PostJournalInput {
  kind: LedgerOperation;
  /** What caused it (`onboarding:<id>`, `rescue:<id>`); unique per kind. */
  reference: string;
  parties: LedgerParties;
  /** The other side of a two-party operation (a reinvestment's target fund, a transfer's recipient). */
  counterparty?: LedgerParties;
  legs: LedgerLeg[];
  actorUserId: string | null;
  at: Date;
  memo?: Record<string, unknown>;
  reversesId?: string;
}

/**
 * The one way anything is written to the ledger, inside the caller's transaction: the accounts are
 * created if missing and locked in id order, the domain plans the entries (balanced per asset and
 * bucket; a position never goes below its reservations), the balances and their versions are updated,
 * and the transaction and its entries are inserted. A refusal throws before any write of its own, and
 * the caller's transaction rolls back whatever it wrote before.
 */
export async function postJournal(tx: Db, input: PostJournalInput): Promise<LedgerTransactionRow> {
  const identities = input.legs.map((leg) => {
    if (leg.side !== 'counterparty') return accountFor(leg.role, input.parties);
    if (!input.counterparty) throw new Error('a counterparty leg needs the counterparty');
    return accountFor(leg.role, input.counterparty);
  });
  const ids = await ledgerRepository.ensureAccounts(tx, identities);
  const idOf = (i: number) => {
    const identity = identities[i];
    const id = identity && ids.get(ledgerAccountCode(identity));
    if (!id) throw new Error('ledger account missing after ensureAccounts');
    return id;
  };
  const bound = input.legs.map((leg, i) => ({ accountId: idOf(i), bucket: leg.bucket, amount: leg.amount }));
  const locked = await ledgerRepository.lockAccounts(
    tx,
    bound.map((b) => b.accountId),
  );
  const plan = planPosting(
    locked.map((a) => ({
      id: a.id,
      kind: a.kind as LedgerAccountKind,
      asset: a.asset,
      posted: a.posted,
      reserved: a.reserved,
    })),
    bound,
  );
  if (!plan.ok) throw new DomainError('CONFLICT', ledgerRefusalMessages[plan.refusal]);

  let transaction: LedgerTransactionRow;
  try {
    transaction = await ledgerRepository.insertTransaction(tx, {
      kind: input.kind,
      reference: input.reference,
      reversesId: input.reversesId ?? null,
      actorUserId: input.actorUserId,
      memo: {
        ...input.memo,
        parties: input.parties,
        ...(input.counterparty ? { counterparty: input.counterparty } : {}),
      },
      createdAt: input.at,
    });
  } catch (error) {
    if (uniqueViolation(error) !== null)
      throw new DomainError('CONFLICT', 'Esta operación ya fue registrada en el libro de cuotas.');
    throw error;
  }
  const versions = new Map(locked.map((a) => [a.id, a.version]));
  for (const balance of plan.balances) {
    const moved = await ledgerRepository.updateBalance(tx, {
      id: balance.id,
      posted: balance.posted,
      reserved: balance.reserved,
      expectedVersion: versions.get(balance.id) ?? -1,
      at: input.at,
    });
    if (!moved)
      throw new DomainError('CONFLICT', 'El saldo cambió durante la operación. Inténtalo de nuevo.');
  }
  await ledgerRepository.insertEntries(
    tx,
    plan.entries.map((e) => ({
      transactionId: transaction.id,
      accountId: e.accountId,
      asset: e.asset,
      bucket: e.bucket,
      amount: e.amount,
      balanceBefore: e.balanceBefore,
      balanceAfter: e.balanceAfter,
      line: e.line,
      createdAt: input.at,
    })),
  );
  // Their holdings, totals and charts change with this posting: cached answers go once it commits.
  investorsChanged(tx, input.parties.userId, ...(input.counterparty ? [input.counterparty.userId] : []));
  return transaction;
}
