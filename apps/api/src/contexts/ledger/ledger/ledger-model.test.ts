import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type LedgerAccountKind } from '@invierte/domain';
import { ledgerAccounts, ledgerEntries, products, users } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { reconcileLedger } from './reconcile-ledger.ts';
import { ledgerRepository } from './ledger.repository.ts';
import { postJournal } from './post-journal.ts';
import { releaseReservation } from './release-reservation.ts';
import { reverseTransaction } from './reverse-transaction.ts';
import { reserveUnits } from './reserve-units.ts';
import { settleReservation } from './settle-reservation.ts';
import { subscribeUnits } from './subscribe-units.ts';

/*
 * Model test of the ledger core (architecture A7): random subscriptions, reservations, releases,
 * settlements, reversals and replays run against the database and against an independent in-memory model kept
 * in scaled BigInts. After every step the positions must equal the model's; a refused operation must
 * leave every balance and the journal untouched; the reconciliation must always hold.
 */

const SCALE = 100_000_000n;
const units = (n: bigint) => `${n / SCALE}.${(n % SCALE).toString().padStart(8, '0')}`;
const money = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
const toScaled = (s: string) => {
  const [int = '0', frac = ''] = s.replace('-', '').split('.');
  const v = BigInt(int) * SCALE + BigInt(frac.padEnd(8, '0').slice(0, 8));
  return s.startsWith('-') ? -v : v;
};

type Op =
  | { type: 'subscribe'; who: number; units: bigint; cents: bigint; ref: number }
  | { type: 'reserve'; who: number; units: bigint; ref: number }
  | { type: 'release'; ref: number }
  | { type: 'settle'; ref: number; cents: bigint }
  | { type: 'reverse'; ref: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('subscribe' as const),
    who: fc.integer({ min: 0, max: 1 }),
    units: fc.bigInt(1n, 50n * SCALE),
    cents: fc.bigInt(1n, 10_000_000n),
    ref: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({
    type: fc.constant('reserve' as const),
    who: fc.integer({ min: 0, max: 1 }),
    units: fc.bigInt(1n, 30n * SCALE),
    ref: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ type: fc.constant('release' as const), ref: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ type: fc.constant('reverse' as const), ref: fc.integer({ min: 0, max: 6 }) }),
  fc.record({
    type: fc.constant('settle' as const),
    ref: fc.integer({ min: 0, max: 6 }),
    cents: fc.bigInt(1n, 1_000_000n),
  }),
);

interface Model {
  posted: bigint[];
  reserved: bigint[];
  subscriptions: Map<number, { who: number; units: bigint; reversed: boolean }>;
  reservations: Map<number, { who: number; units: bigint; resolved: boolean }>;
}

/** What the model says should happen; null when the ledger must refuse. */
function step(model: Model, op: Op): Model | null {
  const next: Model = {
    posted: [...model.posted],
    reserved: [...model.reserved],
    subscriptions: new Map(model.subscriptions),
    reservations: new Map(model.reservations),
  };
  if (op.type === 'subscribe') {
    if (next.subscriptions.has(op.ref)) return null;
    next.subscriptions.set(op.ref, { who: op.who, units: op.units, reversed: false });
    next.posted[op.who]! += op.units;
    return next;
  }
  if (op.type === 'reverse') {
    const sub = next.subscriptions.get(op.ref);
    if (!sub || sub.reversed) return null;
    if (next.posted[sub.who]! - sub.units < next.reserved[sub.who]!) return null;
    next.subscriptions.set(op.ref, { ...sub, reversed: true });
    next.posted[sub.who]! -= sub.units;
    return next;
  }
  if (op.type === 'reserve') {
    if (next.reservations.has(op.ref)) return null;
    if (next.posted[op.who]! - next.reserved[op.who]! < op.units) return null;
    next.reserved[op.who]! += op.units;
    next.reservations.set(op.ref, { who: op.who, units: op.units, resolved: false });
    return next;
  }
  const r = next.reservations.get(op.ref);
  if (!r || r.resolved) return null;
  next.reservations.set(op.ref, { ...r, resolved: true });
  next.reserved[r.who]! -= r.units;
  if (op.type === 'settle') next.posted[r.who]! -= r.units;
  return next;
}

let t: TestApp;
let userIds: string[];
let productId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  userIds = (await t.db.select({ id: users.id }).from(users).limit(2)).map((u) => u.id);
  const [p] = await t.db.select({ id: products.id }).from(products).limit(1);
  productId = p!.id;
});
afterAll(async () => t?.close());

async function ledgerState() {
  const accounts = await t.db.select().from(ledgerAccounts);
  const entries = await t.db.select({ id: ledgerEntries.id }).from(ledgerEntries);
  return {
    balances: accounts.map((a) => [a.code, a.posted, a.reserved, a.version]).sort(),
    entries: entries.length,
  };
}

async function positionsOf(): Promise<{ posted: bigint[]; reserved: bigint[] }> {
  const accounts = await t.db.select().from(ledgerAccounts);
  const pos = (userId: string) =>
    accounts.find((a) => a.kind === 'POSITION' && a.userId === userId && a.productId === productId);
  return {
    posted: userIds.map((u) => toScaled(pos(u)?.posted ?? '0')),
    reserved: userIds.map((u) => toScaled(pos(u)?.reserved ?? '0')),
  };
}

let run = 0;
async function apply(op: Op, prefix: string) {
  const at = new Date();
  await t.db.transaction(async (tx) => {
    if (op.type === 'subscribe')
      await subscribeUnits(tx, {
        reference: `${prefix}:sub:${op.ref}`,
        parties: { userId: userIds[op.who]!, productId, currency: 'PEN' },
        units: units(op.units),
        amount: money(op.cents),
        actorUserId: null,
        at,
      });
    else if (op.type === 'reserve')
      await reserveUnits(tx, {
        reference: `${prefix}:rescue:${op.ref}`,
        parties: { userId: userIds[op.who]!, productId, currency: 'PEN' },
        units: units(op.units),
        actorUserId: null,
        at,
      });
    else if (op.type === 'reverse') {
      const original = await ledgerRepository.findTransaction(tx, 'SUBSCRIPTION', `${prefix}:sub:${op.ref}`);
      if (!original) throw new DomainError('NOT_FOUND');
      await reverseTransaction(tx, {
        transactionId: original.id,
        actorUserId: null,
        at,
        reason: 'corrección',
      });
    } else if (op.type === 'release')
      await releaseReservation(tx, { reference: `${prefix}:rescue:${op.ref}`, actorUserId: null, at });
    else
      await settleReservation(tx, {
        reference: `${prefix}:rescue:${op.ref}`,
        amount: money(op.cents),
        actorUserId: null,
        at,
      });
  });
}

describe('ledger core against an independent model', () => {
  it('keeps positions, refusals and reconciliation right for random operations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        run++;
        const prefix = `run${run}`;
        const start = await positionsOf();
        let model: Model = { ...start, subscriptions: new Map(), reservations: new Map() };
        for (const op of ops) {
          const expected = step(model, op);
          const before = await ledgerState();
          let refused: unknown = null;
          try {
            await apply(op, prefix);
          } catch (error) {
            refused = error;
          }
          if (expected === null) {
            expect(
              refused,
              JSON.stringify(op, (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
            ).toBeInstanceOf(DomainError);
            expect(await ledgerState()).toEqual(before);
          } else {
            expect(refused).toBeNull();
            model = expected;
          }
          const now = await positionsOf();
          expect(now.posted).toEqual(model.posted);
          expect(now.reserved).toEqual(model.reserved);
          for (let i = 0; i < userIds.length; i++) {
            expect(now.reserved[i]! >= 0n && now.reserved[i]! <= now.posted[i]!).toBe(true);
          }
        }
        const report = await reconcileLedger(t.db);
        expect(report.ok, JSON.stringify(report)).toBe(true);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('refuses to update or delete journal rows (append-only triggers)', async () => {
    await apply({ type: 'subscribe', who: 0, units: 5n * SCALE, cents: 500n, ref: 99 }, 'triggers');
    await expect(t.db.update(ledgerEntries).set({ amount: '1' })).rejects.toThrow();
    await expect(t.db.delete(ledgerEntries)).rejects.toThrow();
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  });

  it('the database refuses a position whose reservations exceed its units, even written directly', async () => {
    const [position] = await t.db.select().from(ledgerAccounts).where(eqKind('POSITION'));
    await expect(
      t.db.update(ledgerAccounts).set({ reserved: '999999999' }).where(eqId(position!.id)),
    ).rejects.toThrow();
  });

  it('reconciliation reports an account changed behind the journal', async () => {
    const [position] = await t.db.select().from(ledgerAccounts).where(eqKind('POSITION'));
    await t.db.update(ledgerAccounts).set({ posted: '123456' }).where(eqId(position!.id));
    const report = await reconcileLedger(t.db);
    expect(report.ok).toBe(false);
    expect(report.accountMismatches.map((m) => m.accountId)).toEqual([position!.id]);
  });

  it("reconciliation reports cash moved without the investor's position in the fund", async () => {
    // Balanced in soles, but no quotas move: the portfolio could not tell which fund the cash was for.
    const cashOnly = await t.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'SUBSCRIPTION',
        reference: 'cash-without-quotas',
        parties: { userId: userIds[0]!, productId, currency: 'PEN' },
        legs: [
          { role: 'fundBank', bucket: 'POSTED', amount: '10.00' },
          { role: 'cashInTransit', bucket: 'POSTED', amount: '-10.00' },
        ],
        actorUserId: null,
        at: new Date(),
      }),
    );
    const report = await reconcileLedger(t.db);
    expect(report.ok).toBe(false);
    expect(report.cashWithoutItsFund).toEqual([{ transactionId: cashOnly.id }]);
    expect(report.unbalancedTransactions).toEqual([]);
  });
});

const eqKind = (kind: LedgerAccountKind) => eq(ledgerAccounts.kind, kind);
const eqId = (id: string) => eq(ledgerAccounts.id, id);
