import {
  currencyCodes,
  currencySymbols,
  investmentGain,
  type CurrencyCode,
  type InvestmentsResume,
  type PortfolioInvestment,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../context.ts';
import { fundNotHeld } from './investment-view.ts';
import { listInvestments } from './list-investments.ts';

/** Totals per currency (PEN, then USD) of the given investments; a fund without quotas adds its cash. */
export function resumeOf(list: readonly PortfolioInvestment[]): InvestmentsResume[] {
  return currencyCodes.map((code: CurrencyCode) => {
    const own = list.filter((i) => i.currency.code === code);
    const sum = (pick: (i: PortfolioInvestment) => string | null) =>
      own.reduce((s, i) => s.plus(pick(i) ?? 0), new Decimal(0)).toFixed(2);
    const value = sum((i) => i.value);
    const subscribed = sum((i) => i.subscribed);
    const rescued = sum((i) => i.rescued);
    return {
      currency: { code, symbol: currencySymbols[code] },
      funds: own.filter((i) => new Decimal(i.quotas).gt(0)).length,
      value,
      subscribed,
      rescued,
      invested: new Decimal(subscribed).minus(rescued).toFixed(2),
      ...investmentGain(value, subscribed, rescued),
    };
  });
}

/**
 * GET /api/portfolio/resume-investments: what the caller has per currency — value, cash subscribed
 * and rescued, and the gain — over every fund, or one (`id`, a fund never held is 404).
 */
export async function resumeInvestments(
  ctx: AppContext,
  userId: string,
  productId: string | undefined,
): Promise<InvestmentsResume[]> {
  const list = await listInvestments(ctx, userId, productId ? { productId } : undefined);
  if (productId && list.length === 0) throw fundNotHeld();
  return resumeOf(list);
}
