import Decimal from 'decimal.js';
import { currencyWords, type CurrencyCode } from '../currency.ts';
import { toQuotaString } from '../quota-math.ts';
import { planRescue, type RescueAsk } from './rescue-rules.ts';

/**
 * Plans a batch of rescue requests written together (decision 0021): each is decided in arrival
 * order on what the ones before it left — the position's available quotas and the fund's room under
 * the quarter's cap — exactly as it would be alone. Pure: the caller reads the figures under their
 * locks and writes what this accepts (decision 0026).
 */

export interface BatchedRescueRequest {
  userId: string;
  productId: string;
  /** The fund's currency: the payout account must be in it. */
  currency: CurrencyCode;
  /** The quota value of the applicable day. */
  quotaValue: string;
  bankAccountId: string;
  ask: RescueAsk;
}

export interface RescueBatchState {
  /** Available quotas (posted − reserved) by position, keyed `positionKey`; absent: none held. */
  available: ReadonlyMap<string, string>;
  /** The quarter's counter of each fund; absent: no one here holds it (no room is taken from it). */
  counters: ReadonlyMap<string, { capUnits: string; requestedUnits: string }>;
  /** The investors' active payout accounts by id. */
  payoutAccounts: ReadonlyMap<string, { userId: string; currency: CurrencyCode }>;
  /** The first Lima day of the next quarter, named when the cap is used up. */
  nextQuarterFirstDay: string;
}

export type BatchedRescueOutcome =
  | { ok: true; quotas: string; amount: string }
  | {
      ok: false;
      reason: 'ACCOUNT' | 'ZERO' | 'INSUFFICIENT' | 'CAP';
      message: string;
      /** The request's field the refusal is about, when it is one. */
      field?: 'bankAccountId';
    };

export interface RescueBatchPlan {
  outcomes: BatchedRescueOutcome[];
  /** The quotas the accepted requests add to each fund's quarter counter. */
  raised: Map<string, string>;
}

export const positionKey = (userId: string, productId: string) => `${userId}|${productId}`;

/** A fund no one here holds: no quotas to rescue, so the cap never bites first. */
const NOT_HELD = { capUnits: '0', requestedUnits: '0' } as const;

export function planRescueBatch(
  requests: readonly BatchedRescueRequest[],
  state: RescueBatchState,
): RescueBatchPlan {
  const taken = new Map<string, Decimal>();
  const raised = new Map<string, Decimal>();
  const outcomes = requests.map((r): BatchedRescueOutcome => {
    const account = state.payoutAccounts.get(r.bankAccountId);
    if (!account || account.userId !== r.userId || account.currency !== r.currency)
      return {
        ok: false,
        reason: 'ACCOUNT',
        message: `Elige una de tus cuentas bancarias activas en ${currencyWords[r.currency]} para recibir tu rescate.`,
        field: 'bankAccountId',
      };
    const position = positionKey(r.userId, r.productId);
    const available = new Decimal(state.available.get(position) ?? 0).minus(taken.get(position) ?? 0);
    const counter = state.counters.get(r.productId) ?? NOT_HELD;
    const requested = new Decimal(counter.requestedUnits).plus(raised.get(r.productId) ?? 0);
    const plan = planRescue(r.ask, {
      quotaValue: r.quotaValue,
      currency: r.currency,
      availableQuotas: toQuotaString(available),
      capRemainingQuotas: toQuotaString(Decimal.max(0, new Decimal(counter.capUnits).minus(requested))),
      nextQuarterFirstDay: state.nextQuarterFirstDay,
    });
    if (!plan.ok) return { ok: false, reason: plan.reason, message: plan.message };
    taken.set(position, (taken.get(position) ?? new Decimal(0)).plus(plan.quotas));
    raised.set(r.productId, (raised.get(r.productId) ?? new Decimal(0)).plus(plan.quotas));
    return { ok: true, quotas: plan.quotas, amount: plan.amount };
  });
  return { outcomes, raised: new Map([...raised].map(([id, q]) => [id, toQuotaString(q)])) };
}
