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
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { writeTogether, type Write } from '../../db/write-together.ts';
import { uniqueViolation } from '../../db/errors.ts';
import {
  ledgerRepository,
  type LedgerAccountRow,
  type LedgerTransactionRow,
  type NewLedgerEntry,
} from './ledger.repository.ts';
import { investorsChanged } from '../../shared/investor-changes.ts';
import { creditedHolders, holdersParticipateWrite } from './holders-participate.ts';

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

/** A posting planned under its accounts' locks, and the writes that record it. */
export interface PlannedJournal {
  transaction: LedgerTransactionRow;
  writes: Write[];
}

/** One posting planned on held accounts: its transaction and its entries. */
export interface PlannedPosting {
  transaction: LedgerTransactionRow;
  entries: Array<Required<Omit<NewLedgerEntry, 'id'>>>;
}

const balanceMoved = () =>
  new DomainError('CONFLICT', 'El saldo cambió durante la operación. Inténtalo de nuevo.');

const identitiesOf = (input: PostJournalInput) =>
  input.legs.map((leg) => {
    if (leg.side !== 'counterparty') return accountFor(leg.role, input.parties);
    if (!input.counterparty) throw new Error('a counterparty leg needs the counterparty');
    return accountFor(leg.role, input.counterparty);
  });

/**
 * Plans a posting on accounts this transaction holds locked (`held`, by code), as they stand: the
 * domain checks it balances per asset and bucket and that no position goes below its reservations,
 * and gives each entry its balance before and after. A refusal throws and changes nothing; otherwise
 * the held rows' balances move in memory (their `version` stays the one locked), so a further
 * posting on the same rows chains on them and `journalWrites` records them all at once.
 */
export function planOnHeld(held: Map<string, LedgerAccountRow>, input: PostJournalInput): PlannedPosting {
  const accounts = identitiesOf(input).map((identity) => {
    const account = held.get(ledgerAccountCode(identity));
    if (!account) throw new Error('ledger account not held for the posting');
    return account;
  });
  const bound = input.legs.map((leg, i) => ({
    accountId: accounts[i]!.id,
    bucket: leg.bucket,
    amount: leg.amount,
  }));
  const touched = [...new Map(accounts.map((a) => [a.id, a])).values()];
  const plan = planPosting(
    touched.map((a) => ({
      id: a.id,
      kind: a.kind as LedgerAccountKind,
      asset: a.asset,
      posted: a.posted,
      reserved: a.reserved,
    })),
    bound,
  );
  if (!plan.ok) throw new DomainError('CONFLICT', ledgerRefusalMessages[plan.refusal]);
  for (const balance of plan.balances) {
    const account = touched.find((a) => a.id === balance.id)!;
    account.posted = balance.posted;
    account.reserved = balance.reserved;
  }
  const transaction: LedgerTransactionRow = {
    id: randomUUID(),
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
  };
  return {
    transaction,
    entries: plan.entries.map((e) => ({
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
  };
}

/**
 * The writes that record postings planned on `held`: each account they moved at its new balance,
 * only at the version it was locked at; the transactions; their entries; and, when a position is
 * credited, its holder made a PARTICIPE (holders-participate.ts). Their investors' cached answers go
 * once it commits.
 */
export function journalWrites(
  tx: Db,
  held: Map<string, LedgerAccountRow>,
  postings: PlannedPosting[],
  at: Date,
): Write[] {
  const moved = new Set(postings.flatMap((p) => p.entries.map((e) => e.accountId)));
  const balances = [...held.values()].filter((a) => moved.has(a.id));
  const entries = postings.flatMap((p) => p.entries);
  for (const p of postings) {
    const { parties, counterparty } = p.transaction.memo as {
      parties: LedgerParties;
      counterparty?: LedgerParties;
    };
    investorsChanged(tx, parties.userId, ...(counterparty ? [counterparty.userId] : []));
  }
  const holders = creditedHolders(new Map([...held.values()].map((a) => [a.id, a])), entries);
  return [
    {
      name: 'ledger_balances',
      statement: ledgerRepository.balancesWrite(balances, at),
      rows: balances.length,
      refusal: balanceMoved,
    },
    {
      name: 'ledger_transactions',
      statement: ledgerRepository.transactionsWrite(postings.map((p) => p.transaction)),
      rows: postings.length,
      refusal: () => new Error('ledger transactions not inserted'),
    },
    {
      name: 'ledger_entries',
      statement: ledgerRepository.entriesWrite(entries),
      rows: entries.length,
      refusal: () => new Error('ledger entries not inserted'),
    },
    ...(holders.length ? [holdersParticipateWrite(tx, holders, at)] : []),
  ];
}

/** Rows by code, for `planOnHeld`. */
export const heldByCode = (rows: LedgerAccountRow[]) => new Map(rows.map((a) => [a.code, a]));

/**
 * Plans a posting inside the caller's transaction: the accounts are locked in id order (created if
 * missing), unless the caller passes them already locked in this transaction, then `planOnHeld`. The
 * writes are for `writeTogether`, alone or beside the operation's own.
 */
export async function planJournal(
  tx: Db,
  input: PostJournalInput,
  alreadyLocked?: LedgerAccountRow[],
): Promise<PlannedJournal> {
  const identities = identitiesOf(input);
  const codes = identities.map(ledgerAccountCode);
  const held =
    alreadyLocked && codes.every((code) => alreadyLocked.some((a) => a.code === code))
      ? alreadyLocked
      : await ledgerRepository.lockAccounts(tx, identities);
  const byCode = heldByCode(held);
  const posting = planOnHeld(byCode, input);
  return { transaction: posting.transaction, writes: journalWrites(tx, byCode, [posting], input.at) };
}

/** Writes that record a journal posting; a repeated reference is refused in Spanish. */
export async function writeJournal(tx: Db, writes: Write[]): Promise<void> {
  try {
    await writeTogether(tx, writes);
  } catch (error) {
    if (uniqueViolation(error)?.startsWith('ledger_transactions_'))
      throw new DomainError('CONFLICT', 'Esta operación ya fue registrada en el libro de cuotas.');
    throw error;
  }
}

/**
 * The one way anything is written to the ledger, inside the caller's transaction (planJournal, then
 * its writes in one round trip). The caller's transaction rolls back whatever it wrote before a refusal.
 */
export async function postJournal(tx: Db, input: PostJournalInput): Promise<LedgerTransactionRow> {
  const planned = await planJournal(tx, input);
  await writeJournal(tx, planned.writes);
  return planned.transaction;
}
