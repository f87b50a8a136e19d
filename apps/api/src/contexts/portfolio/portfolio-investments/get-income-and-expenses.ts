import {
  cashByMonth,
  cashTotals,
  chartFrom,
  currencyCodes,
  currencySymbols,
  limaDate,
  monthsBetween,
  type IncomeAndExpenses,
  type IncomeAndExpensesHistory,
  type IncomeAndExpensesQuery,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { datedCash, fundNotHeld } from './investment-view.ts';
import { investorRows } from './investor-rows.ts';

async function flowsOf(ctx: AppContext, userId: string, productId?: string) {
  return (await investorRows.cash(ctx, userId, productId)).map(datedCash);
}

const currencyOf = (code: (typeof currencyCodes)[number]) => ({ code, symbol: currencySymbols[code] });

/**
 * GET /api/portfolio/chart-income-and-expenses: over the period, per currency, the cash the caller
 * subscribed (income) and the rescues paid to them (expenses); one fund with `productId`.
 */
export async function getIncomeAndExpenses(
  ctx: AppContext,
  userId: string,
  q: IncomeAndExpensesQuery,
): Promise<IncomeAndExpenses> {
  if (q.productId) {
    const held = await investorRows.investments(ctx, userId, { productId: q.productId });
    if (held.length === 0) throw fundNotHeld();
  }
  const to = limaDate(ctx.now());
  const from = chartFrom(to, q.months);
  const flows = await flowsOf(ctx, userId, q.productId);
  const totals = currencyCodes
    .filter((code) => flows.some((f) => f.currency === code))
    .map((code) => ({
      currency: currencyOf(code),
      ...cashTotals(
        flows.filter((f) => f.currency === code),
        from,
        to,
      ),
    }));
  return { productId: q.productId ?? null, from, to, totals };
}

/**
 * GET /api/portfolio/chart-global-income-and-expenses-history: the same cash per Lima calendar month,
 * per currency, over every fund (months without cash at zero).
 */
export async function getIncomeAndExpensesHistory(
  ctx: AppContext,
  userId: string,
  q: { months: number },
): Promise<IncomeAndExpensesHistory> {
  const to = limaDate(ctx.now());
  const from = chartFrom(to, q.months);
  const months = monthsBetween(from, to);
  const flows = await flowsOf(ctx, userId);
  const series = currencyCodes
    .filter((code) => flows.some((f) => f.currency === code))
    .map((code) => ({
      currency: currencyOf(code),
      months: cashByMonth(
        flows.filter((f) => f.currency === code),
        months,
      ),
    }));
  return { from, to, series };
}
