import Decimal from 'decimal.js';
import { AMOUNT_DECIMALS, QUOTA_DECIMALS } from '../quota-math.ts';

/**
 * The one definition of what an investor's holding of a fund cost and earned (docs/business-rules.md,
 * "Cost basis, gain and return"). Every view — the fund's page, the totals per currency, the charts,
 * the back office's portfolio and the documents — takes its figures from here.
 *
 * Average cost: quotas that leave (a rescue, a reinvestment's source side, a transfer sent) take out
 * the cost of the quotas held × the share of them that leaves, half-up to the cent; the last quotas
 * take all that remains, so the cost is always in cents, never negative, and 0 when nothing is held.
 */

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** What moved a position's posted quotas, as the journal records it. */
export type HoldingEventKind = 'SUBSCRIPTION' | 'RESCUE' | 'REINVESTMENT' | 'TRANSFER';

export interface HoldingEvent {
  /** The journal transaction. */
  id: string;
  /** The transaction this one reverses (a correction), else null: it undoes that one's effect. */
  reverses: string | null;
  /** Lima day of the transaction. */
  date: string;
  kind: HoldingEventKind;
  /** Signed change of the posted quotas: positive when quotas came in, negative when they left. */
  quotas: string;
  /**
   * The money the event moved, ≥ 0: cash paid in by a subscription, paid out by a rescue, or the
   * market value moved by a reinvestment or transfer (quotas × that day's quota value). Unused for a
   * reversal, which takes back exactly what the reversed event did.
   */
  amount: string;
}

/** One fund's holding after a sequence of events. Amounts to the cent, quotas to 8 decimals. */
export interface CostBasis {
  quotas: string;
  /** Cost of the quotas held (average cost). */
  cost: string;
  /** Money put in: subscriptions paid, plus the value of quotas received by reinvestment or transfer. */
  contributed: string;
  /** Money taken out: rescues paid, plus the value of quotas that left by reinvestment or transfer. */
  withdrawn: string;
  /** What the quotas that left earned: withdrawn − the cost they took out. */
  realizedGain: string;
  /** First Lima day something came in, null before. */
  since: string | null;
}

interface Effect {
  quotas: Decimal;
  cost: Decimal;
  contributed: Decimal;
  withdrawn: Decimal;
}

interface State extends Effect {
  since: string | null;
  effects: Map<string, Effect>;
}

const zero = () => ({ quotas: new D(0), cost: new D(0), contributed: new D(0), withdrawn: new D(0) });

/** The cost that `leaving` of `held` quotas take out at average cost, half-up to the cent. */
export function costOfQuotasLeaving(cost: string, held: string, leaving: string): string {
  const h = new D(held);
  const l = new D(leaving);
  if (l.gte(h) || h.lte(0)) return new D(cost).toFixed(AMOUNT_DECIMALS);
  return new D(cost).mul(l).div(h).toDecimalPlaces(AMOUNT_DECIMALS).toFixed(AMOUNT_DECIMALS);
}

function apply(state: State, event: HoldingEvent): void {
  const quotas = new D(event.quotas);
  let effect: Effect;
  const original = event.reverses ? state.effects.get(event.reverses) : undefined;
  if (event.reverses) {
    // A correction undoes what the original did; an original not among these events changes nothing
    // but the quotas.
    effect = original
      ? {
          quotas,
          cost: original.cost.neg(),
          contributed: original.contributed.neg(),
          withdrawn: original.withdrawn.neg(),
        }
      : { ...zero(), quotas };
  } else if (quotas.gt(0)) {
    effect = { ...zero(), quotas, cost: new D(event.amount), contributed: new D(event.amount) };
    if (!state.since || event.date < state.since) state.since = event.date;
  } else {
    const out = costOfQuotasLeaving(state.cost.toFixed(), state.quotas.toFixed(), quotas.neg().toFixed());
    effect = { ...zero(), quotas, cost: new D(out).neg(), withdrawn: new D(event.amount) };
  }
  state.quotas = state.quotas.plus(effect.quotas);
  state.cost = state.cost.plus(effect.cost);
  state.contributed = state.contributed.plus(effect.contributed);
  state.withdrawn = state.withdrawn.plus(effect.withdrawn);
  // Nothing held costs nothing; a correction never leaves a negative cost.
  if (state.quotas.lte(0) || state.cost.lt(0)) state.cost = new D(0);
  state.effects.set(event.id, effect);
}

function snapshot(state: State): CostBasis {
  const realized = state.withdrawn.minus(state.contributed).plus(state.cost);
  return {
    quotas: state.quotas.toFixed(QUOTA_DECIMALS),
    cost: state.cost.toFixed(AMOUNT_DECIMALS),
    contributed: state.contributed.toFixed(AMOUNT_DECIMALS),
    withdrawn: state.withdrawn.toFixed(AMOUNT_DECIMALS),
    realizedGain: realized.toFixed(AMOUNT_DECIMALS),
    since: state.since,
  };
}

const newState = (): State => ({ ...zero(), since: null, effects: new Map() });

/** One fund's cost basis after its events, taken in journal order. */
export function costBasis(events: readonly HoldingEvent[]): CostBasis {
  const state = newState();
  for (const e of events) apply(state, e);
  return snapshot(state);
}

/** One fund's cost basis after each of its events, in journal order (what each event changed). */
export function costBasisSteps(events: readonly HoldingEvent[]): CostBasis[] {
  const state = newState();
  return events.map((e) => {
    apply(state, e);
    return snapshot(state);
  });
}

/**
 * One fund's cost basis at the end of each of the given Lima days (sorted ascending), from its
 * events in journal order: the chart's capital at each point.
 */
export function costBasisAt(events: readonly HoldingEvent[], dates: readonly string[]): CostBasis[] {
  const state = newState();
  let next = 0;
  return dates.map((date) => {
    while (next < events.length && events[next]!.date <= date) apply(state, events[next++]!);
    return snapshot(state);
  });
}

/**
 * What the holding earned: `gain` = value + withdrawn − contributed, which is the gain on the quotas
 * held (value − cost) plus the realized gain; `gainPercent` = gain ÷ contributed × 100, half-up to 2
 * decimals (null when nothing came in). Null gain while the fund has no quota value.
 */
export function holdingGain(basis: CostBasis, value: string | null) {
  if (value === null) return { gain: null, gainPercent: null };
  const gain = new D(value).plus(basis.withdrawn).minus(basis.contributed);
  const base = new D(basis.contributed);
  return {
    gain: gain.toFixed(AMOUNT_DECIMALS),
    gainPercent: base.lte(0) ? null : gain.div(base).mul(100).toDecimalPlaces(2).toFixed(2),
  };
}

/** Several funds' cost bases added up (one currency's totals). */
export function sumCostBases(bases: readonly CostBasis[]): CostBasis {
  const sum = (pick: (b: CostBasis) => string, places: number) =>
    bases.reduce((s, b) => s.plus(pick(b)), new D(0)).toFixed(places);
  const since = bases.map((b) => b.since).filter((d): d is string => d !== null);
  return {
    quotas: sum((b) => b.quotas, QUOTA_DECIMALS),
    cost: sum((b) => b.cost, AMOUNT_DECIMALS),
    contributed: sum((b) => b.contributed, AMOUNT_DECIMALS),
    withdrawn: sum((b) => b.withdrawn, AMOUNT_DECIMALS),
    realizedGain: sum((b) => b.realizedGain, AMOUNT_DECIMALS),
    since: since.length ? since.reduce((a, b) => (a < b ? a : b)) : null,
  };
}

/** A dated cash flow of the investor: negative when money went in, positive when it came out. */
export interface InvestorFlow {
  date: string;
  amount: string;
}

/**
 * The investor's own flows in a fund, for its money-weighted return: a subscription, and a
 * reinvestment or transfer received, are money put in (negative); a rescue, and a reinvestment or
 * transfer sent, money taken out (positive), each at its amount. A correction takes the original's
 * flow back on its own day.
 */
export function investorFlows(events: readonly HoldingEvent[]): InvestorFlow[] {
  const byId = new Map<string, InvestorFlow>();
  const out: InvestorFlow[] = [];
  for (const e of events) {
    let amount: Decimal;
    if (e.reverses) {
      const original = byId.get(e.reverses);
      if (!original) continue;
      amount = new D(original.amount).neg();
    } else amount = new D(e.quotas).gt(0) ? new D(e.amount).neg() : new D(e.amount);
    const flow = { date: e.date, amount: amount.toFixed(AMOUNT_DECIMALS) };
    byId.set(e.id, flow);
    out.push(flow);
  }
  return out;
}
