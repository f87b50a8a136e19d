import Decimal from 'decimal.js';
import type { MovementStatus, MovementType } from '../contracts/movements.ts';
import type { CurrencyCode } from '../currency.ts';
import { addDays } from '../lima-time.ts';
import { amountForQuotas, QUOTA_DECIMALS } from '../quota-math.ts';
import { annualReturn } from './annual-return.ts';
import {
  costBasisAt,
  holdingGain,
  investorFlows,
  sumCostBases,
  type CostBasis,
  type HoldingEvent,
  type HoldingEventKind,
} from './cost-basis.ts';
import { lastAtOrBefore, type DatedQuotaValue } from './history.ts';

/**
 * An investor's statement of a period (docs/business-rules.md, "Period statement"): per fund, the
 * quotas and value she held when the period opened, every journal event of the period that changed
 * her posted quotas, the quotas and value at its close, what she gained in the period and since she
 * started, and the money-weighted return; then totals per currency. Cost, gain and return are the
 * ones every view shows (portfolio/cost-basis.ts, portfolio/annual-return.ts).
 *
 * The period's quotas chain: opening + the period's events = closing, exactly, and a period's closing
 * is the next one's opening (its value too: both are valued at the last quota value published on or
 * before the day that closes the first period). A request that was not executed (pending, cancelled,
 * refused) moved no quotas: it is listed apart, with no quantity, and changes no figure.
 */

/** An operation as the statement reads it: a journal event (executed) or a request that was not. */
export type StatementOperation = HoldingEvent & {
  /** EXECUTED for a journal event; a request's own status otherwise (it moved no posted quotas). */
  status: 'EXECUTED' | Exclude<MovementStatus, 'APPROVED'>;
};

export interface StatementFundInput {
  productId: string;
  productName: string;
  code: string;
  currency: CurrencyCode;
  /** Every operation of the fund from the beginning, in journal order. */
  operations: readonly StatementOperation[];
  /** The fund's published quota values (any order), at least those in force from the day before `from` to `to`. */
  quotaValues: readonly DatedQuotaValue[];
}

/** The holding at a period's edge: the end of the day before it opens, or the end of its last day. */
export interface StatementBalance {
  /** The day whose end it is. */
  date: string;
  quotas: string;
  /** The quota value in force that day (the last published on or before it), null before the first. */
  quotaValue: string | null;
  quotaValueDate: string | null;
  /** quotas × quota value, half-up to the cent; "0.00" when nothing is held, null without a quota value. */
  value: string | null;
}

export interface StatementLine {
  date: string;
  kind: HoldingEventKind;
  /** A correction that undoes an earlier event. */
  correction: boolean;
  /** Signed change of the quotas (positive: quotas came in). */
  quotas: string;
  /** The money it moved, signed as the quotas: paid in (+), paid out (−). */
  amount: string;
  /** Quotas held after it. */
  balance: string;
}

export interface StatementRequest {
  date: string;
  type: MovementType;
  status: Exclude<MovementStatus, 'APPROVED'>;
  /** The amount asked, ≥ 0, without a sign: it moved nothing. */
  amount: string;
}

export interface StatementPeriodFigures {
  /** Money put in during the period (subscriptions, quotas received), ≥ 0 unless a correction took some back. */
  contributed: string;
  /** Money taken out during the period (rescues paid, quotas sent). */
  withdrawn: string;
  /** closing value − opening value − contributed + withdrawn; null while a value is unknown. */
  gain: string | null;
}

export interface StatementSinceStart {
  contributed: string;
  withdrawn: string;
  /** Cost of the quotas held at the close (average cost). */
  cost: string;
  gain: string | null;
  gainPercent: string | null;
  /** The money-weighted annual return up to the close (XIRR), as a percentage; null with its reason. */
  annualReturn: string | null;
  annualReturnNote: string;
}

export interface FundStatement {
  productId: string;
  productName: string;
  code: string;
  currency: CurrencyCode;
  opening: StatementBalance;
  lines: StatementLine[];
  notExecuted: StatementRequest[];
  closing: StatementBalance;
  period: StatementPeriodFigures;
  sinceStart: StatementSinceStart;
}

export interface CurrencyStatementTotals {
  currency: CurrencyCode;
  openingValue: string;
  closingValue: string;
  period: StatementPeriodFigures;
  sinceStart: StatementSinceStart;
}

export interface PeriodStatement {
  from: string;
  to: string;
  funds: FundStatement[];
  totals: CurrencyStatementTotals[];
}

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const byDate = (list: readonly DatedQuotaValue[]) =>
  [...list].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

function balanceAt(quotas: string, values: readonly DatedQuotaValue[], date: string): StatementBalance {
  const qv = lastAtOrBefore(values, date);
  const held = new D(quotas);
  return {
    date,
    quotas: held.toFixed(QUOTA_DECIMALS),
    quotaValue: qv?.value ?? null,
    quotaValueDate: qv?.date ?? null,
    value: held.isZero() ? '0.00' : qv ? amountForQuotas(held.toFixed(QUOTA_DECIMALS), qv.value) : null,
  };
}

function periodFigures(
  before: CostBasis,
  after: CostBasis,
  openingValue: string | null,
  closingValue: string | null,
): StatementPeriodFigures {
  const contributed = new D(after.contributed).minus(before.contributed);
  const withdrawn = new D(after.withdrawn).minus(before.withdrawn);
  return {
    contributed: contributed.toFixed(2),
    withdrawn: withdrawn.toFixed(2),
    gain:
      openingValue === null || closingValue === null
        ? null
        : new D(closingValue).minus(openingValue).minus(contributed).plus(withdrawn).toFixed(2),
  };
}

function sinceStart(basis: CostBasis, value: string | null, events: readonly HoldingEvent[], to: string) {
  const gain = holdingGain(basis, value);
  const yearly = annualReturn(investorFlows(events), value, to);
  return {
    contributed: basis.contributed,
    withdrawn: basis.withdrawn,
    cost: basis.cost,
    gain: gain.gain,
    gainPercent: gain.gainPercent,
    annualReturn: yearly.rate,
    annualReturnNote: yearly.note,
  };
}

interface FundWork {
  statement: FundStatement;
  events: HoldingEvent[];
  before: CostBasis;
  after: CostBasis;
}

function fundStatement(fund: StatementFundInput, from: string, to: string): FundWork | null {
  const eve = addDays(from, -1);
  const values = byDate(fund.quotaValues);
  const executed = fund.operations.filter((o) => o.status === 'EXECUTED' && o.date <= to);
  const events: HoldingEvent[] = executed.map(({ status: _status, ...e }) => e);
  const [before, after] = costBasisAt(events, [eve, to]) as [CostBasis, CostBasis];
  const opening = balanceAt(before.quotas, values, eve);
  const closing = balanceAt(after.quotas, values, to);

  let running = new D(before.quotas);
  const inPeriod = events.filter((e) => e.date >= from);
  const flows = new Map(investorFlows(events).map((f, i) => [events[i]!.id, f]));
  const lines = inPeriod.map((e) => {
    running = running.plus(e.quotas);
    // The flow is negative when money went in: the statement shows money in as positive.
    const flow = flows.get(e.id);
    return {
      date: e.date,
      kind: e.kind,
      correction: e.reverses !== null,
      quotas: new D(e.quotas).toFixed(QUOTA_DECIMALS),
      amount: new D(flow?.amount ?? 0).neg().toFixed(2),
      balance: running.toFixed(QUOTA_DECIMALS),
    };
  });
  const notExecuted = fund.operations
    .filter(
      (o): o is StatementOperation & { status: StatementRequest['status'] } =>
        o.status !== 'EXECUTED' && o.date >= from && o.date <= to,
    )
    .map((o) => ({
      date: o.date,
      type: o.kind,
      status: o.status,
      amount: new D(o.amount).abs().toFixed(2),
    }));

  if (
    new D(before.quotas).isZero() &&
    new D(after.quotas).isZero() &&
    lines.length === 0 &&
    notExecuted.length === 0
  )
    return null;
  return {
    statement: {
      productId: fund.productId,
      productName: fund.productName,
      code: fund.code,
      currency: fund.currency,
      opening,
      lines,
      notExecuted,
      closing,
      period: periodFigures(before, after, opening.value, closing.value),
      sinceStart: sinceStart(after, closing.value, events, to),
    },
    events,
    before,
    after,
  };
}

const sumValues = (values: ReadonlyArray<string | null>) =>
  values.reduce((s, v) => s.plus(v ?? 0), new D(0)).toFixed(2);

/**
 * The statement of the days `from` to `to` (Lima, both included) of the given funds, in their order;
 * a fund with nothing held in the period and nothing done in it is left out.
 */
export function periodStatement(input: {
  from: string;
  to: string;
  funds: readonly StatementFundInput[];
}): PeriodStatement {
  const { from, to } = input;
  const work = input.funds.map((f) => fundStatement(f, from, to)).filter((w): w is FundWork => w !== null);
  const currencies = [...new Set(work.map((w) => w.statement.currency))].sort((a, b) =>
    a === 'PEN' ? -1 : b === 'PEN' ? 1 : a.localeCompare(b),
  );
  const totals = currencies.map((currency) => {
    const own = work.filter((w) => w.statement.currency === currency);
    const openingValue = sumValues(own.map((w) => w.statement.opening.value));
    const closingValue = sumValues(own.map((w) => w.statement.closing.value));
    const unknownOpening = own.some((w) => w.statement.opening.value === null);
    const unknownClosing = own.some((w) => w.statement.closing.value === null);
    const before = sumCostBases(own.map((w) => w.before));
    const after = sumCostBases(own.map((w) => w.after));
    return {
      currency,
      openingValue,
      closingValue,
      period: periodFigures(
        before,
        after,
        unknownOpening ? null : openingValue,
        unknownClosing ? null : closingValue,
      ),
      sinceStart: sinceStart(
        after,
        unknownClosing ? null : closingValue,
        own.flatMap((w) => w.events),
        to,
      ),
    };
  });
  return { from, to, funds: work.map((w) => w.statement), totals };
}
