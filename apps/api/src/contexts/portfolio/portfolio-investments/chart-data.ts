import {
  chartDates,
  chartFrom,
  limaDate,
  valueHistory,
  type InvestmentHistoryPoint,
  type InvestmentHistoryQuery,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { dailyBalances, holdingEventsPerProduct } from './investment-view.ts';
import { investorRows } from './investor-rows.ts';
import { portfolioInvestmentsRepository as repo } from './portfolio-investments.repository.ts';

/**
 * The value history of each fund the caller holds or held (or the one asked), at the period's dates:
 * positions and their cost from the journal, quota values as published (docs/ledger.md, "Charts").
 */
export async function fundHistories(
  ctx: AppContext,
  userId: string,
  q: InvestmentHistoryQuery,
  productId?: string,
) {
  const to = limaDate(ctx.now());
  const from = chartFrom(to, q.months);
  const dates = chartDates(from, to, q.granularity);
  const [funds, entries, eventRows] = await Promise.all([
    investorRows.investments(ctx, userId, productId ? { productId } : undefined),
    investorRows.positions(ctx, userId, productId),
    investorRows.events(ctx, userId, productId),
  ]);
  const values = (await Promise.all(funds.map((f) => quotaValuesOf(ctx, f.productId, from, to)))).flat();
  const balances = dailyBalances(entries);
  const events = holdingEventsPerProduct(eventRows);
  const histories = funds.map((f) => ({
    fund: f,
    points: valueHistory({
      dates,
      balances: balances.get(f.productId) ?? [],
      quotaValues: values.filter((v) => v.productId === f.productId),
      events: events.get(f.productId) ?? [],
    }) as InvestmentHistoryPoint[],
  }));
  return { from, to, dates, histories };
}

/**
 * A fund's published quota values over the period: the same for every investor, so kept with the
 * catalogue (forgotten when a value or product is written) instead of read again for each one.
 */
async function quotaValuesOf(ctx: AppContext, productId: string, from: string, to: string) {
  const answer = await ctx.cache.get('catalogue', `quota-values|${productId}|${from}|${to}`, () =>
    repo.quotaValuesBetween(ctx.db, [productId], from, to),
  );
  return answer.data;
}
