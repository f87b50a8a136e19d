import {
  accountFor,
  DomainError,
  ledgerAccountCode,
  ledgerRefusalMessages,
  planPosting,
  type LedgerAccountIdentity,
  type LedgerAccountKind,
  type LedgerLeg,
  type LedgerOperation,
} from '@invierte/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { writeTogether, type Write } from '../../../db/write-together.ts';
import { uniqueViolation } from '../../../db/errors.ts';
import {
  ledgerRepository,
  type LedgerAccountRow,
  type LedgerTransactionRow,
  type NewLedgerEntry,
} from './ledger.repository.ts';
import { investorsChanged } from '../../../shared/investor-changes.ts';
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

/** One posting planned on held accounts: its transaction and its entries. */
interface PlannedPosting {
  transaction: LedgerTransactionRow;
  entries: Array<Required<Omit<NewLedgerEntry, 'id'>>>;
}

const balanceMoved = () =>
  new DomainError('CONFLICT', 'El saldo cambió durante la operación. Inténtalo de nuevo.');

/** The accounts a posting's legs name, in leg order. */
export const accountsOf = (input: PostJournalInput): LedgerAccountIdentity[] =>
  input.legs.map((leg) => {
    if (leg.side !== 'counterparty') return accountFor(leg.role, input.parties);
    if (!input.counterparty) throw new Error('a counterparty leg needs the counterparty');
    return accountFor(leg.role, input.counterparty);
  });

/**
 * The one way anything is written to the ledger (decision 0026): any number of postings, planned one
 * after another on accounts this transaction holds locked, then recorded together with the
 * operation's own writes in one statement (decision 0021). `post` checks each posting in the domain
 * (`planPosting`: it balances per asset and bucket, no position goes below its reservations) and
 * moves the held balances in memory, so the next posting on the same accounts chains on them; a
 * refusal throws and changes nothing. `commit` writes each moved account at the version it was locked
 * at, the transactions and their entries, and once they are written announces the investors whose
 * holdings changed (their cached answers go after the commit). The database refuses, at commit, a
 * journal transaction that does not sum to zero (migration 0024).
 */
export class JournalBatch {
  private readonly postings: PlannedPosting[] = [];

  private constructor(
    private readonly tx: Db,
    private readonly held: Map<string, LedgerAccountRow>,
    private readonly at: Date,
  ) {}

  /**
   * Locks these accounts in ascending id order, opening the missing ones ('existing': only those there
   * are, for a caller that may refuse and must leave nothing behind), unless `alreadyLocked` holds
   * them all (locked by the caller earlier in this transaction).
   */
  static async lock(
    tx: Db,
    identities: LedgerAccountIdentity[],
    options: { at: Date; open?: 'missing' | 'existing'; alreadyLocked?: LedgerAccountRow[] | undefined },
  ): Promise<JournalBatch> {
    const codes = identities.map(ledgerAccountCode);
    const { alreadyLocked } = options;
    const rows =
      alreadyLocked && codes.every((code) => alreadyLocked.some((a) => a.code === code))
        ? alreadyLocked
        : await ledgerRepository.lockAccounts(tx, identities, options.open);
    return new JournalBatch(tx, new Map(rows.map((a) => [a.code, a])), options.at);
  }

  /** A held account as the postings so far left it; undefined when it is not held (not open). */
  account(identity: LedgerAccountIdentity): Readonly<LedgerAccountRow> | undefined {
    return this.held.get(ledgerAccountCode(identity));
  }

  /** How many postings are planned. */
  get size(): number {
    return this.postings.length;
  }

  /** Plans a posting on the held accounts; a refusal (409 in Spanish) throws and changes nothing. */
  post(input: PostJournalInput): LedgerTransactionRow {
    const accounts = accountsOf(input).map((identity) => {
      const account = this.held.get(ledgerAccountCode(identity));
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
    this.postings.push({
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
    });
    return transaction;
  }

  /**
   * Writes the planned postings and `alongside` (the operation's own rows: the rescue, the movement,
   * the quarter's counter, the idempotency key) in one statement. A repeated reference is refused in
   * Spanish; a write of `alongside` that misses its count throws its own refusal.
   */
  async commit(alongside: Write[] = []): Promise<void> {
    try {
      await writeTogether(this.tx, [...this.writes(), ...alongside]);
    } catch (error) {
      if (uniqueViolation(error)?.startsWith('ledger_transactions_'))
        throw new DomainError('CONFLICT', 'Esta operación ya fue registrada en el libro de cuotas.');
      throw error;
    }
    const investors = this.postings.flatMap(({ transaction }) => {
      const { parties, counterparty } = transaction.memo as {
        parties: LedgerParties;
        counterparty?: LedgerParties;
      };
      return [parties.userId, ...(counterparty ? [counterparty.userId] : [])];
    });
    if (investors.length) investorsChanged(this.tx, ...new Set(investors));
  }

  /**
   * The writes that record the postings: moved balances at their locked version, transactions,
   * entries, and, when a position is credited, its holder made a PARTICIPE (holders-participate.ts).
   */
  private writes(): Write[] {
    if (!this.postings.length) return [];
    const moved = new Set(this.postings.flatMap((p) => p.entries.map((e) => e.accountId)));
    const balances = [...this.held.values()].filter((a) => moved.has(a.id));
    const entries = this.postings.flatMap((p) => p.entries);
    const holders = creditedHolders(new Map([...this.held.values()].map((a) => [a.id, a])), entries);
    return [
      {
        name: 'ledger_balances',
        statement: ledgerRepository.balancesWrite(balances, this.at),
        rows: balances.length,
        refusal: balanceMoved,
      },
      {
        name: 'ledger_transactions',
        statement: ledgerRepository.transactionsWrite(this.postings.map((p) => p.transaction)),
        rows: this.postings.length,
        refusal: () => new Error('ledger transactions not inserted'),
      },
      {
        name: 'ledger_entries',
        statement: ledgerRepository.entriesWrite(entries),
        rows: entries.length,
        refusal: () => new Error('ledger entries not inserted'),
      },
      ...(holders.length ? [holdersParticipateWrite(this.tx, holders, this.at)] : []),
    ];
  }
}

/**
 * One posting in the caller's transaction: its accounts locked (opened if missing), or taken as the
 * caller already locked them, and the posting planned, to be committed by the caller with its own
 * writes.
 */
export async function planJournal(
  tx: Db,
  input: PostJournalInput,
  alreadyLocked?: LedgerAccountRow[],
): Promise<{ batch: JournalBatch; transaction: LedgerTransactionRow }> {
  const batch = await JournalBatch.lock(tx, accountsOf(input), { at: input.at, alreadyLocked });
  return { batch, transaction: batch.post(input) };
}

/**
 * One posting alone, in one round trip for its writes: a batch of one. The caller's transaction rolls
 * back whatever it wrote before a refusal.
 */
export async function postJournal(tx: Db, input: PostJournalInput): Promise<LedgerTransactionRow> {
  const { batch, transaction } = await planJournal(tx, input);
  await batch.commit();
  return transaction;
}
