import {
  amountForQuotas,
  currencySymbols,
  type CurrencyCode,
  type PortfolioFund,
  toQuotaString,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../context.ts';
import { portfolioRepository } from './portfolio.repository.ts';

/**
 * GET /api/portfolio/funds: the caller's holdings, valued at each product's latest quota value. Kept
 * with the investor's answers (forgotten by the same writes): the funds list and both currencies'
 * totals of the /portafolio screen read the positions once.
 */
export function listFunds(ctx: AppContext, userId: string): Promise<PortfolioFund[]> {
  return ctx.investorAnswers.get(userId, 'rows:funds', () => fundsOf(ctx, userId));
}

async function fundsOf(ctx: AppContext, userId: string): Promise<PortfolioFund[]> {
  const rows = await portfolioRepository.positionsOf(ctx.db, userId);
  return rows.map((r) => {
    const currency = r.currency as CurrencyCode;
    const posted = toQuotaString(r.posted);
    return {
      productId: r.productId,
      productName: r.productName,
      productSlug: r.productSlug,
      productType: r.productType,
      productCode: r.productCode,
      currency: { code: currency, symbol: currencySymbols[currency] },
      quotas: posted,
      reservedQuotas: toQuotaString(r.reserved),
      availableQuotas: new Decimal(r.posted).minus(r.reserved).toFixed(8),
      quotaValue: r.quotaValue,
      quotaValueDate: r.quotaValueDate,
      value: r.quotaValue ? amountForQuotas(posted, r.quotaValue) : null,
    };
  });
}
