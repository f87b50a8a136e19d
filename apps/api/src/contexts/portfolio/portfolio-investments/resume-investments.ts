import {
  annualReturn,
  costBasis,
  currencyCodes,
  currencySymbols,
  holdingGain,
  investorFlows,
  sumCostBases,
  type CurrencyCode,
  type InvestmentsResume,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { fundNotHeld } from './investment-view.ts';
import { loadHoldings, type Holdings } from './list-investments.ts';

/**
 * Totals per currency (PEN, then USD) of the given holdings: the funds' cost bases added up, their
 * values as listed, and the annual return over every flow of the currency's funds together (a
 * reinvestment between two of them cancels out).
 */
export function resumeOf({ investments, events, today }: Holdings): InvestmentsResume[] {
  return currencyCodes.map((code: CurrencyCode) => {
    const own = investments.filter((i) => i.currency.code === code);
    const ownEvents = own.map((i) => events.get(i.productId) ?? []);
    const basis = sumCostBases(ownEvents.map(costBasis));
    const value = own.reduce((s, i) => s.plus(i.value ?? 0), new Decimal(0)).toFixed(2);
    const gain = holdingGain(basis, value);
    const yearly = annualReturn(ownEvents.flatMap(investorFlows), value, today);
    return {
      currency: { code, symbol: currencySymbols[code] },
      funds: own.filter((i) => new Decimal(i.quotas).gt(0)).length,
      value,
      subscribed: basis.contributed,
      rescued: basis.withdrawn,
      invested: basis.cost,
      realizedGain: basis.realizedGain,
      gain: gain.gain!,
      gainPercent: gain.gainPercent,
      annualReturn: yearly.rate,
      annualReturnNote: yearly.note,
    };
  });
}

/**
 * GET /api/portfolio/resume-investments: what the caller has per currency — value, cost, gain and
 * annual return — over every fund, or one (`id`, a fund never held is 404).
 */
export async function resumeInvestments(
  ctx: AppContext,
  userId: string,
  productId: string | undefined,
): Promise<InvestmentsResume[]> {
  const holdings = await loadHoldings(ctx, userId, productId ? { productId } : undefined);
  if (productId && holdings.investments.length === 0) throw fundNotHeld();
  return resumeOf(holdings);
}
