import {
  chartDates,
  chartFrom,
  limaDate,
  valueHistory,
  type InvestmentHistoryPoint,
  type InvestmentHistoryQuery,
} from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { dailyBalances, datedCash } from './investment-view.ts';
import { portfolioInvestmentsRepository as repo } from './portfolio-investments.repository.ts';

/**
 * The value history of each fund the caller holds or held (or the one asked), at the period's dates:
 * positions and cash from the journal, quota values as published (docs/ledger.md, "Charts").
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
  const [funds, entries, cash] = await Promise.all([
    repo.investmentsOf(ctx.db, userId, productId ? { productId } : undefined),
    repo.positionEntries(ctx.db, userId, productId),
    repo.cashEntries(ctx.db, userId, productId),
  ]);
  const values = await repo.quotaValuesBetween(
    ctx.db,
    funds.map((f) => f.productId),
    from,
    to,
  );
  const balances = dailyBalances(entries);
  const flows = cash.map(datedCash);
  const histories = funds.map((f) => ({
    fund: f,
    points: valueHistory({
      dates,
      balances: balances.get(f.productId) ?? [],
      quotaValues: values.filter((v) => v.productId === f.productId),
      cash: flows.filter((c) => c.productId === f.productId),
    }) as InvestmentHistoryPoint[],
  }));
  return { from, to, dates, histories };
}
