import { randomUUID } from 'node:crypto';
import {
  accountFor,
  applicableQuotaDay,
  DomainError,
  limaDate,
  limaQuarter,
  planRescueBatch,
  positionKey,
  repurchaseCapUnits,
  type CurrencyCode,
  type RescueRequestBody,
  type RescueView,
  toQuotaString,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { StartOver } from '../../../db/retried-transactions.ts';
import { batchingQueue, type Queued } from '../../../shared/batching-queue.ts';
import { answersWrite, storedAnswers, type IdempotentAnswer, type KeyedRequest } from '../../ledger/index.ts';
import { JournalBatch } from '../../ledger/index.ts';
import { positionOf } from '../../ledger/index.ts';
import { movementsWrite, type MovementRecord } from '../../ledger/index.ts';
import { reservationOf } from '../../ledger/index.ts';
import type { ProductRow } from '../../catalogue/index.ts';
import type { MailMessage } from '../../../providers/mail/mail-provider.ts';
import { rescueEmail } from './rescue-emails.ts';
import { pricing } from './rescue-limits.ts';
import { rescueViewsOf } from './rescue-view.ts';
import { rescuesRepository, type QuarterRow, type RescueRow } from './rescues.repository.ts';

/** One scope for both routes of the call, so a key used on one replays on the other. */
export const RESCUE_SCOPE = 'POST /api/rescues';

/** A rescue request as the desk takes it: who asks, what, and its Idempotency-Key (`keyedRequest`). */
export interface RescueAsk {
  userId: string;
  /** Who the request's e-mail goes to, queued with the request itself. */
  to: { email: string; name: string };
  body: RescueRequestBody;
  key?: KeyedRequest;
}

type Answer = IdempotentAnswer<RescueView>;
type Waiting = Queued<RescueAsk, Answer>;
type Outcome = { status: number; data: RescueView } | Error;

/** Most requests written in one transaction. */
const MOST = 100;

const changedMeanwhile = () =>
  new DomainError('CONFLICT', 'El fondo recibió otra solicitud al mismo tiempo. Inténtalo de nuevo.');

/** Something in a batch went wrong that a request alone would not meet: each is retried alone. */
class BatchBroken extends Error {}

const desks = new WeakMap<AppContext, (ask: RescueAsk) => Promise<Answer>>();

/**
 * Where rescue requests are written (decisions 0021, 0022 and 0026): a batching queue
 * (`batchingQueue`) whose batches are written here. Requests that arrive while the previous ones are
 * being written wait for them and then go together, in one transaction: their accounts locked at
 * once in id order, then their funds' quarter counters; each decided in arrival order on the balances
 * and counters as the ones before it left them, exactly as if it were alone (`planRescueBatch`, pure,
 * in the domain); all written, with their e-mails queued, in one statement. One request alone is a
 * batch of one. Each gets its own answer or refusal; a refused one writes nothing. Idempotency-Keys go
 * through the ledger's one mechanism (`storedAnswers`, `answersWrite`): looked up when they matter
 * — a batch broken by a key with a live use (found only then) is written again with its keys looked
 * up; if it fails again, or on a database error, each request alone. One lane for every fund, one
 * batch at a time: a batch costs about as many round trips for one request as for fifty, and round
 * trips are what a request costs (docs/benchmarks.md).
 */
export function rescueDesk(ctx: AppContext): (ask: RescueAsk) => Promise<Answer> {
  let desk = desks.get(ctx);
  if (desk) return desk;
  desk = batchingQueue<RescueAsk, Answer>((batch) => writeBatch(ctx, batch, 'unchecked'), MOST);
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
    const id = w.request.key && `${w.request.userId}|${w.request.key.key}`;
    if (id && seen.has(id)) again.push(w);
    else {
      if (id) seen.add(id);
      first.push(w);
    }
  }
  let outcomes: Outcome[] | undefined;
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
  outcomes: Outcome[],
  keys: 'unchecked' | 'checked',
): Promise<void> {
  const refused = new Map<Waiting, Error>();
  batch.forEach((w, i) => {
    const outcome = outcomes[i]!;
    if (!(outcome instanceof Error)) w.resolve({ ...outcome, replayed: false });
    else if (keys === 'unchecked' && w.request.key) refused.set(w, outcome);
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
  const keyed = batch.filter((w) => w.request.key);
  const stored = await storedAnswers<RescueView>(
    ctx.db,
    keyed.map((w) => w.request.key!),
    ctx.now(),
  );
  const answered = new Set<Waiting>();
  keyed.forEach((w, i) => {
    const replay = stored[i];
    if (!replay) return;
    if (replay instanceof Error) w.reject(replay);
    else w.resolve(replay);
    answered.add(w);
  });
  return batch.filter((w) => !answered.has(w));
}

interface Priced {
  ask: RescueAsk;
  product: ProductRow;
  quota: { value: string; valueDate: string };
  currency: CurrencyCode;
}

/** Each request's answer, or the refusal it got; the accepted ones are written before it returns. */
async function writeInTransaction(ctx: AppContext, tx: Db, batch: Waiting[]): Promise<Outcome[]> {
  const now = ctx.now();
  const day = applicableQuotaDay(now);
  const quarter = limaQuarter(now);
  const outcomes: Outcome[] = [];
  const priced = new Map<number, Priced>();
  for (const [i, w] of batch.entries()) {
    try {
      const { product, quota } = await pricing(ctx, tx, w.request.body.productId, day);
      priced.set(i, { ask: w.request, product, quota, currency: product.currency });
    } catch (error) {
      outcomes[i] = error as Error;
    }
  }
  if (!priced.size) return outcomes;

  const partiesOf = ({ ask, product, currency }: Priced) => ({
    userId: ask.userId,
    productId: product.id,
    currency,
  });
  const journal = await JournalBatch.lock(
    tx,
    [...priced.values()].flatMap((p) => [
      accountFor('position', partiesOf(p)),
      accountFor('fundIssued', partiesOf(p)),
    ]),
    // A rescue only draws on quotas held: a position missing is refused below, and opening it here
    // would leave an empty position behind the refusal (a fund never held would then read as held).
    { at: now, open: 'existing' },
  );
  const heldPosition = (p: Priced) => journal.account(accountFor('position', partiesOf(p)));
  // Only funds someone here holds get their counter (opened if missing): a request on a fund never
  // held is refused for its quotas whatever the cap, and must leave no counter behind either.
  const holding = [...priced.values()].filter((p) => heldPosition(p));
  const counters = await lockCounters(tx, [...new Set(holding.map((p) => p.product.id))], quarter, now);
  const accounts = new Map(
    (
      await rescuesRepository.payoutAccounts(tx, [
        ...new Set([...priced.values()].map((p) => p.ask.body.bankAccountId)),
      ])
    ).map((a) => [a.id, a]),
  );

  const asked = [...priced];
  const plan = planRescueBatch(
    asked.map(([, p]) => ({
      userId: p.ask.userId,
      productId: p.product.id,
      currency: p.currency,
      quotaValue: p.quota.value,
      bankAccountId: p.ask.body.bankAccountId,
      ask:
        p.ask.body.quotas !== undefined
          ? { quotas: p.ask.body.quotas }
          : { amount: p.ask.body.amount ?? '0' },
    })),
    {
      available: new Map(
        holding.map((p) => [
          positionKey(p.ask.userId, p.product.id),
          positionOf(heldPosition(p)).availableQuotas,
        ]),
      ),
      counters,
      payoutAccounts: new Map(
        [...accounts.values()].map((a) => [a.id, { userId: a.userId, currency: a.currency }]),
      ),
      nextQuarterFirstDay: quarter.nextFirstDay,
    },
  );

  const rescues: RescueRow[] = [];
  const movements: MovementRecord[] = [];
  const answered: Array<{ request: KeyedRequest; status: number; data: RescueView }> = [];
  const mails: MailMessage[] = [];
  const raised = new Map<string, Decimal>();
  for (const [n, [i, p]] of asked.entries()) {
    const decided = plan.outcomes[n]!;
    if (!decided.ok) {
      outcomes[i] = decided.field
        ? new DomainError('VALIDATION_ERROR', decided.message, [
            { field: decided.field, message: decided.message },
          ])
        : new DomainError('CONFLICT', decided.message);
      continue;
    }
    const { ask, product, quota, currency } = p;
    const account = accounts.get(ask.body.bankAccountId)!;
    const rescue: RescueRow = {
      id: randomUUID(),
      userId: ask.userId,
      productId: product.id,
      bankAccountId: account.id,
      currency,
      quotas: decided.quotas,
      quotaValue: quota.value,
      quotaValueDate: quota.valueDate,
      applicableDay: day,
      amount: decided.amount,
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
      // The ledger checks the reservation again on the held balances (its own rule, not the planner's).
      journal.post(
        reservationOf({
          reference,
          parties: partiesOf(p),
          units: decided.quotas,
          actorUserId: ask.userId,
          at: now,
        }),
      );
    } catch (error) {
      outcomes[i] = error as Error;
      continue;
    }
    raised.set(product.id, (raised.get(product.id) ?? new Decimal(0)).plus(decided.quotas));
    rescues.push(rescue);
    movements.push({
      userId: ask.userId,
      productId: product.id,
      type: 'RESCUE',
      status: 'PENDING',
      amount: decided.amount,
      quotaValue: quota.value,
      quotas: `-${decided.quotas}`,
      operationDate: limaDate(now),
      key: reference,
    });
    const [view] = rescueViewsOf([
      { rescue, productName: product.name, bankName: account.bankName, accountNumber: account.accountNumber },
    ]);
    outcomes[i] = { status: 201, data: view! };
    mails.push(rescueEmail(ctx, ask.to, 'REQUESTED', view!));
    if (ask.key) answered.push({ request: ask.key, status: 201, data: view! });
  }
  if (!rescues.length) return outcomes;

  await journal.commit([
    rescuesRepository.insertWrite(rescues),
    movementsWrite(movements),
    rescuesRepository.requestedWrite(
      [...raised].map(([productId, u]) => ({ productId, quarter: quarter.key, units: toQuotaString(u) })),
      now,
      () => new BatchBroken('a quarter counter did not take its units'),
    ),
    ctx.mail.queuedWrite(tx, mails),
    ...(answered.length
      ? [answersWrite(answered, now, () => new BatchBroken('an Idempotency-Key was stored meanwhile'))]
      : []),
  ]);
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
