import Decimal from 'decimal.js';
import type { ChartGranularity, InvestmentHistoryPoint } from '../contracts/portfolio-charts.ts';
import { addDays } from '../lima-time.ts';
import { amountForQuotas } from '../quota-math.ts';
import { costBasisAt, holdingGain, type HoldingEvent } from './cost-basis.ts';

/**
 * The arithmetic of the portfolio's charts (docs/ledger.md, "Charts"). Inputs are what the ledger
 * stores — the position's balance after each entry, the cash each transaction moved — and the
 * published quota values; nothing is replayed or held in a binary float.
 */

/** The position's posted quotas at the end of a Lima day (its last entry's balance after). */
export interface DatedBalance {
  date: string;
  balance: string;
}
export interface DatedQuotaValue {
  date: string;
  value: string;
}
/** Cash a transaction moved for the investor: subscribed (income) or paid out by a rescue (expenses). */
export interface DatedCash {
  date: string;
  income: string;
  expenses: string;
}

const monthOf = (date: string) => date.slice(0, 7);

function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
}

/** The first day of the period: the last `months` calendar months, the current one included. */
export function chartFrom(today: string, months: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - months, 1)).toISOString().slice(0, 10);
}

/** Calendar months `YYYY-MM` from `from`'s to `to`'s, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = monthOf(from); m <= monthOf(to); m = nextMonth(m)) out.push(m);
  return out;
}

/** Every day from `from` to `to`, or each month's last day and then `to` itself. */
export function chartDates(from: string, to: string, granularity: ChartGranularity): string[] {
  if (from > to) return [];
  if (granularity === 'day') {
    const out: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
    return out;
  }
  return monthsBetween(from, to).map((m) => {
    const end = lastDayOfMonth(m);
    return end < to ? end : to;
  });
}

/** The last element dated on or before `date` of a list sorted by date (binary search). */
export function lastAtOrBefore<T extends { date: string }>(
  sorted: readonly T[],
  date: string,
): T | undefined {
  let lo = 0;
  let hi = sorted.length - 1;
  let found: T | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const item = sorted[mid]!;
    if (item.date <= date) {
      found = item;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

const byDate = <T extends { date: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/**
 * One fund's history at the given dates: quotas held at the end of each day × the quota value in force
 * that day (the latest published on or before it), the cost of those quotas and what the holding had
 * earned by then, from the fund's journal events (portfolio/cost-basis.ts).
 */
export function valueHistory(input: {
  dates: readonly string[];
  balances: readonly DatedBalance[];
  quotaValues: readonly DatedQuotaValue[];
  events: readonly HoldingEvent[];
}): InvestmentHistoryPoint[] {
  const balances = byDate(input.balances);
  const values = byDate(input.quotaValues);
  const bases = costBasisAt(input.events, input.dates);
  return input.dates.map((date, i) => {
    const quotas = new Decimal(lastAtOrBefore(balances, date)?.balance ?? 0).toFixed(8);
    const quotaValue = lastAtOrBefore(values, date)?.value ?? null;
    const value = quotaValue ? amountForQuotas(quotas, quotaValue) : '0.00';
    const basis = bases[i]!;
    return { date, quotas, quotaValue, value, invested: basis.cost, gain: holdingGain(basis, value).gain! };
  });
}

/** Point-by-point sum of several funds' histories taken at the same dates. */
export function sumHistories(
  histories: readonly (readonly InvestmentHistoryPoint[])[],
  dates: readonly string[],
): Array<{ date: string; value: string; invested: string; gain: string }> {
  return dates.map((date, i) => {
    let value = new Decimal(0);
    let invested = new Decimal(0);
    let gain = new Decimal(0);
    for (const h of histories) {
      const p = h[i];
      if (!p) continue;
      value = value.plus(p.value);
      invested = invested.plus(p.invested);
      gain = gain.plus(p.gain);
    }
    return { date, value: value.toFixed(2), invested: invested.toFixed(2), gain: gain.toFixed(2) };
  });
}

/** Income and expenses per calendar month `YYYY-MM` of the given list (months without cash show 0). */
export function cashByMonth(
  cash: readonly DatedCash[],
  months: readonly string[],
): Array<{ month: string; income: string; expenses: string }> {
  const sums = new Map(months.map((m) => [m, { income: new Decimal(0), expenses: new Decimal(0) }]));
  for (const c of cash) {
    const s = sums.get(monthOf(c.date));
    if (!s) continue;
    s.income = s.income.plus(c.income);
    s.expenses = s.expenses.plus(c.expenses);
  }
  return months.map((month) => {
    const s = sums.get(month)!;
    return { month, income: s.income.toFixed(2), expenses: s.expenses.toFixed(2) };
  });
}

/** Total income and expenses of the cash dated from `from` to `to`, both included. */
export function cashTotals(cash: readonly DatedCash[], from: string, to: string) {
  let income = new Decimal(0);
  let expenses = new Decimal(0);
  for (const c of cash) {
    if (c.date < from || c.date > to) continue;
    income = income.plus(c.income);
    expenses = expenses.plus(c.expenses);
  }
  return { income: income.toFixed(2), expenses: expenses.toFixed(2), net: income.minus(expenses).toFixed(2) };
}
