import { randomUUID } from 'node:crypto';
import {
  accountFor,
  applicableQuotaDay,
  DomainError,
  limaDate,
  ledgerAccountCode,
  limaQuarter,
  planRescue,
  repurchaseCapUnits,
  type CurrencyCode,
  type RescueRequestBody,
  type RescueView,
  toQuotaString,
  currencyWords,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { StartOver } from '../../db/retried-transactions.ts';
import type { Write } from '../../db/write-together.ts';
import { IDEMPOTENCY_TTL_MS, type IdempotentAnswer, storedAnswer } from '../ledger/idempotency.ts';
import { ledgerRepository, type IdempotencyRow } from '../ledger/ledger.repository.ts';
import {
  heldByCode,
  journalWrites,
  planOnHeld,
  writeJournal,
  type PlannedPosting,
} from '../ledger/post-journal.ts';
import { movementsWrite, type MovementRecord } from '../ledger/record-movement.ts';
import { reservationOf } from '../ledger/reserve-units.ts';
import type { ProductRow } from '../products/products.repository.ts';
import type { MailMessage } from '../../providers/mail/mail-provider.ts';
import { rescueEmail } from './rescue-emails.ts';
import { pricing } from './rescue-limits.ts';
import { rescueViewsOf } from './rescue-view.ts';
import { rescuesRepository, type QuarterRow, type RescueRow } from './rescues.repository.ts';

/** One scope for both routes of the call, so a key used on one replays on the other. */
export const RESCUE_SCOPE = 'POST /api/rescues';

/** A rescue request as the desk takes it: who asks, what, and the Idempotency-Key with its body's hash. */
export interface RescueAsk {
  userId: string;
  /** Who the request's e-mail goes to, queued with the request itself. */
  to: { email: string; name: string };
  body: RescueRequestBody;
  key?: { value: string; hash: string };
}

type Answer = IdempotentAnswer<RescueView>;

interface Waiting {
  ask: RescueAsk;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
}

/** Most requests written in one transaction. */
const MOST = 100;

const changedMeanwhile = () =>
  new DomainError('CONFLICT', 'El fondo recibió otra solicitud al mismo tiempo. Inténtalo de nuevo.');

/** The counter a request on a fund never held is planned against: no quotas, so the cap never bites first. */
const NOT_HELD = { capUnits: '0', requestedUnits: '0' } as const;

/** Something in a batch went wrong that a request alone would not meet: each is retried alone. */
class BatchBroken extends Error {}

const desks = new WeakMap<AppContext, (ask: RescueAsk) => Promise<Answer>>();

/**
 * Where rescue requests are written (decisions 0021 and 0022). Requests that arrive while the
 * previous ones are being written wait for them and then go together, in one transaction: their
 * accounts locked at once in id order, then their funds' quarter counters; each checked and planned
 * in arrival order on the balances and counters as the ones before it left them, exactly as if it
 * were alone; all written, with their e-mails queued, in one statement. One request alone is a batch
 * of one. Each gets its own answer or refusal; a refused one writes nothing. If a batch as a whole
 * breaks (a key with a live use, found only now: keys are looked up when they matter), it is written
 * again with its keys looked up; if it fails again, or on a database error, each request alone. One
 * lane for every fund: a batch costs about as many round trips for one request as for fifty, and
 * round trips are what a request costs (docs/benchmarks.md).
 */
export function rescueDesk(ctx: AppContext): (ask: RescueAsk) => Promise<Answer> {
  let desk = desks.get(ctx);
  if (desk) return desk;
  let waiting: Waiting[] | undefined;
  const drain = async (queue: Waiting[]) => {
    try {
      while (queue.length) await writeBatch(ctx, queue.splice(0, MOST), 'unchecked');
    } finally {
      waiting = undefined;
    }
  };
  desk = (ask) =>
    new Promise<Answer>((resolve, reject) => {
      if (waiting) waiting.push({ ask, resolve, reject });
      else {
        waiting = [{ ask, resolve, reject }];
        void drain(waiting);
      }
    });
  desks.set(ctx, desk);
  return desk;
}

/**
 * Writes a batch. `keys` says whether its Idempotency-Keys were looked up yet: the lane's own
 * batches go without a lookup ('unchecked'), since nearly every key is new; a key with a live use
 * shows up anyway, as its write touches no row (a refusal that breaks the batch, which is then looked
 * up and written again), and a refused request's key is looked up before the refusal is answered.
 */
async function writeBatch(ctx: AppContext, batch: Waiting[], keys: 'unchecked' | 'checked'): Promise<void> {
  const fresh = keys === 'checked' ? await answerReplays(ctx, batch) : batch;
  if (!fresh.length) return;
  // A key sent twice in one batch: the second waits for the first and then replays it.
  const seen = new Set<string>();
  const first: Waiting[] = [];
  const again: Waiting[] = [];
  for (const w of fresh) {
    const id = w.ask.key && `${w.ask.userId}|${w.ask.key.value}`;
    if (id && seen.has(id)) again.push(w);
    else {
      if (id) seen.add(id);
      first.push(w);
    }
  }
  let outcomes: Awaited<ReturnType<typeof writeInTransaction>> | undefined;
  try {
    outcomes = await ctx.db.transaction((tx) => writeInTransaction(ctx, tx, first));
  } catch (error) {
    if (keys === 'unchecked' && error instanceof BatchBroken) await writeBatch(ctx, first, 'checked');
    else if (first.length > 1) for (const w of first) await writeBatch(ctx, [w], 'checked');
    else if (!(error instanceof BatchBroken)) first[0]!.reject(error);
    // Alone, only a key stored meanwhile by another process breaks it: that request's answer is the one.
    else for (const w of await answerReplays(ctx, first)) w.reject(changedMeanwhile());
  }
  if (outcomes) await answer(ctx, first, outcomes, keys);
  if (again.length) await writeBatch(ctx, again, 'checked');
}

/**
 * Each request of a written batch gets its outcome; a refused one whose key was not looked up yet is
 * looked up first: the same key and body answer the first result even where they would now be refused.
 */
async function answer(
  ctx: AppContext,
  batch: Waiting[],
  outcomes: Array<{ status: number; data: RescueView } | Error>,
  keys: 'unchecked' | 'checked',
): Promise<void> {
  const refused = new Map<Waiting, Error>();
  batch.forEach((w, i) => {
    const outcome = outcomes[i]!;
    if (!(outcome instanceof Error)) w.resolve({ ...outcome, replayed: false });
    else if (keys === 'unchecked' && w.ask.key) refused.set(w, outcome);
    else w.reject(outcome);
  });
  if (!refused.size) return;
  try {
    for (const w of await answerReplays(ctx, [...refused.keys()])) w.reject(refused.get(w)!);
  } catch (error) {
    for (const w of refused.keys()) w.reject(error);
  }
}

/** Requests whose key has a live use are answered from it (or refused, for another body); the rest go on. */
async function answerReplays(ctx: AppContext, batch: Waiting[]): Promise<Waiting[]> {
  const keyed = batch.filter((w) => w.ask.key);
  const stored = await ledgerRepository.findIdempotencyKeys(
    ctx.db,
    keyed.map((w) => ({ callerId: w.ask.userId, key: w.ask.key!.value })),
  );
  const now = ctx.now();
  const byKey = new Map(stored.map((row) => [`${row.callerId}|${row.key}`, row]));
  return batch.filter((w) => {
    if (!w.ask.key) return true;
    const row = byKey.get(`${w.ask.userId}|${w.ask.key.value}`);
    try {
      const replay = storedAnswer<RescueView>(row, { scope: RESCUE_SCOPE, hash: w.ask.key.hash }, now);
      if (!replay) return true;
      w.resolve(replay);
    } catch (error) {
      w.reject(error);
    }
    return false;
  });
}

interface Priced {
  ask: RescueAsk;
  product: ProductRow;
  quota: { value: string; valueDate: string };
  currency: CurrencyCode;
}

/** Each request's answer, or the refusal it got; the accepted ones are written before it returns. */
async function writeInTransaction(
  ctx: AppContext,
  tx: Db,
  batch: Waiting[],
): Promise<Array<{ status: number; data: RescueView } | Error>> {
  const now = ctx.now();
  const day = applicableQuotaDay(now);
  const quarter = limaQuarter(now);
  const outcomes: Array<{ status: number; data: RescueView } | Error> = [];
  const priced = new Map<number, Priced>();
  for (const [i, w] of batch.entries()) {
    try {
      const { product, quota } = await pricing(ctx, tx, w.ask.body.productId, day);
      priced.set(i, { ask: w.ask, product, quota, currency: product.currency as CurrencyCode });
    } catch (error) {
      outcomes[i] = error as Error;
    }
  }
  if (!priced.size) return outcomes;

  const held = heldByCode(
    await ledgerRepository.lockAccounts(
      tx,
      [...priced.values()].flatMap(({ ask, product, currency }) => {
        const parties = { userId: ask.userId, productId: product.id, currency };
        return [accountFor('position', parties), accountFor('fundIssued', parties)];
      }),
      // A rescue only draws on quotas held: a position missing is refused below, and opening it here
      // would leave an empty position behind the refusal (a fund never held would then read as held).
      'existing',
    ),
  );
  // Only funds someone here holds get their counter (opened if missing): a request on a fund never
  // held is refused for its quotas whatever the cap, and must leave no counter behind either.
  const holding = [...priced.values()].filter(({ ask, product, currency }) =>
    held.has(
      ledgerAccountCode(accountFor('position', { userId: ask.userId, productId: product.id, currency })),
    ),
  );
  const counters = await lockCounters(tx, [...new Set(holding.map((p) => p.product.id))], quarter, now);
  const accounts = new Map(
    (
      await rescuesRepository.payoutAccounts(tx, [
        ...new Set([...priced.values()].map((p) => p.ask.body.bankAccountId)),
      ])
    ).map((a) => [a.id, a]),
  );

  const rescues: RescueRow[] = [];
  const postings: PlannedPosting[] = [];
  const movements: MovementRecord[] = [];
  const keys: IdempotencyRow[] = [];
  const mails: MailMessage[] = [];
  const raised = new Map<string, Decimal>();
  for (const [i, p] of priced) {
    const { ask, product, quota, currency } = p;
    const account = accounts.get(ask.body.bankAccountId);
    if (!account || account.userId !== ask.userId || account.currency !== currency) {
      const message = `Elige una de tus cuentas bancarias activas en ${currencyWords[currency]} para recibir tu rescate.`;
      outcomes[i] = new DomainError('VALIDATION_ERROR', message, [{ field: 'bankAccountId', message }]);
      continue;
    }
    const parties = { userId: ask.userId, productId: product.id, currency };
    const position = held.get(ledgerAccountCode(accountFor('position', parties)));
    const counter = counters.get(product.id) ?? NOT_HELD;
    const requested = new Decimal(counter.requestedUnits).plus(raised.get(product.id) ?? 0);
    const wanted =
      ask.body.quotas !== undefined ? { quotas: ask.body.quotas } : { amount: ask.body.amount ?? '0' };
    const plan = planRescue(wanted, {
      quotaValue: quota.value,
      currency,
      availableQuotas: toQuotaString(position ? new Decimal(position.posted).minus(position.reserved) : 0),
      capRemainingQuotas: toQuotaString(Decimal.max(0, new Decimal(counter.capUnits).minus(requested))),
      nextQuarterFirstDay: quarter.nextFirstDay,
    });
    if (!plan.ok) {
      outcomes[i] = new DomainError('CONFLICT', plan.message);
      continue;
    }
    const rescue: RescueRow = {
      id: randomUUID(),
      userId: ask.userId,
      productId: product.id,
      bankAccountId: account.id,
      currency,
      quotas: plan.quotas,
      quotaValue: quota.value,
      quotaValueDate: quota.valueDate,
      applicableDay: day,
      amount: plan.amount,
      quarter: quarter.key,
      status: 'PENDING',
      rejectionReason: null,
      requestedAt: now,
      resolvedAt: null,
      resolvedBy: null,
      version: 0,
    };
    const reference = `rescue:${rescue.id}`;
    try {
      postings.push(
        planOnHeld(
          held,
          reservationOf({ reference, parties, units: plan.quotas, actorUserId: ask.userId, at: now }),
        ),
      );
    } catch (error) {
      outcomes[i] = error as Error;
      continue;
    }
    raised.set(product.id, (raised.get(product.id) ?? new Decimal(0)).plus(plan.quotas));
    rescues.push(rescue);
    movements.push({
      userId: ask.userId,
      productId: product.id,
      type: 'RESCUE',
      status: 'PENDING',
      amount: plan.amount,
      quotaValue: quota.value,
      quotas: `-${plan.quotas}`,
      operationDate: limaDate(now),
      key: reference,
    });
    const [view] = rescueViewsOf([
      { rescue, productName: product.name, bankName: account.bankName, accountNumber: account.accountNumber },
    ]);
    outcomes[i] = { status: 201, data: view! };
    mails.push(rescueEmail(ctx, ask.to, 'REQUESTED', view!));
    if (ask.key)
      keys.push({
        callerId: ask.userId,
        key: ask.key.value,
        scope: RESCUE_SCOPE,
        requestHash: ask.key.hash,
        responseStatus: 201,
        response: view,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      });
  }
  if (!rescues.length) return outcomes;

  const writes: Write[] = [
    rescuesRepository.insertWrite(rescues),
    ...journalWrites(tx, held, postings, now),
    movementsWrite(tx, movements),
    rescuesRepository.requestedWrite(
      [...raised].map(([productId, u]) => ({ productId, quarter: quarter.key, units: toQuotaString(u) })),
      now,
      () => new BatchBroken('a quarter counter did not take its units'),
    ),
    ctx.mail.queuedWrite(tx, mails),
  ];
  if (keys.length)
    writes.push({
      name: 'idempotency_keys',
      statement: ledgerRepository.idempotencyKeysWrite(keys),
      rows: keys.length,
      refusal: () => new BatchBroken('an Idempotency-Key was stored meanwhile'),
    });
  await writeJournal(tx, writes);
  return outcomes;
}

/**
 * The funds' counters of the quarter, locked after the accounts (the order every rescue path
 * follows), opened where missing on the capital in circulation when the quarter began. A counter
 * another transaction opened since this one's lock began is not locked out of order: the
 * transaction starts over (as `ledgerRepository.lockAccounts` does).
 */
async function lockCounters(
  tx: Db,
  productIds: string[],
  quarter: ReturnType<typeof limaQuarter>,
  at: Date,
): Promise<Map<string, QuarterRow>> {
  if (!productIds.length) return new Map();
  const keys = productIds.map((productId) => ({ productId, quarter: quarter.key }));
  const rows = await rescuesRepository.lockQuarters(tx, keys);
  const missing = productIds.filter((id) => !rows.some((r) => r.productId === id));
  for (const productId of missing) {
    const capitalUnits = await rescuesRepository.fundUnitsAt(tx, productId, quarter.startsAt);
    const opened = await rescuesRepository.openQuarter(tx, {
      productId,
      quarter: quarter.key,
      capitalUnits,
      capUnits: repurchaseCapUnits(capitalUnits),
      at,
    });
    if (!opened.ours) throw new StartOver('Another transaction opened a quarter counter meanwhile.');
    rows.push(opened.row);
  }
  return new Map(rows.map((r) => [r.productId, r]));
}
