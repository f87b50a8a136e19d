import { limaDate, type HoldingEvent, type PortfolioInvestment } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { holdingEventsPerProduct, investmentView } from './investment-view.ts';
import { investorRows } from './investor-rows.ts';

export interface Holdings {
  investments: PortfolioInvestment[];
  /** Each fund's journal events, by product id: the totals' annual return reads their flows. */
  events: Map<string, HoldingEvent[]>;
  /** The valuation day (Lima). */
  today: string;
}

/** The caller's investments with their figures, and the events they were computed from. */
export async function loadHoldings(
  ctx: AppContext,
  userId: string,
  only?: { investmentId?: string; productId?: string },
): Promise<Holdings> {
  const [rows, events] = await Promise.all([
    investorRows.investments(ctx, userId, only),
    investorRows.events(ctx, userId, only?.productId),
  ]);
  const perProduct = holdingEventsPerProduct(events);
  const today = limaDate(ctx.now());
  return {
    investments: rows.map((r) => investmentView(r, perProduct.get(r.productId) ?? [], today)),
    events: perProduct,
    today,
  };
}

/** GET /api/portfolio/investments/list: every fund the caller holds or held, with its figures. */
export async function listInvestments(
  ctx: AppContext,
  userId: string,
  only?: { investmentId?: string; productId?: string },
): Promise<PortfolioInvestment[]> {
  return (await loadHoldings(ctx, userId, only)).investments;
}
