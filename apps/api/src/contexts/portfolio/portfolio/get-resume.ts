import { currencySymbols, type CurrencyCode, type PortfolioResume } from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { listFunds } from './list-funds.ts';

/**
 * GET /api/portfolio/resume/{currency}: the caller's total in one currency, the sum of the funds'
 * values (each already rounded to 2 decimals, so the total equals what the list shows).
 */
export async function getResume(
  ctx: AppContext,
  userId: string,
  currency: CurrencyCode,
): Promise<PortfolioResume> {
  const funds = (await listFunds(ctx, userId)).filter((f) => f.currency.code === currency);
  const total = funds.reduce((sum, f) => sum.plus(f.value ?? 0), new Decimal(0));
  return {
    currency: { code: currency, symbol: currencySymbols[currency] },
    total: total.toFixed(2),
    funds: funds.length,
  };
}
