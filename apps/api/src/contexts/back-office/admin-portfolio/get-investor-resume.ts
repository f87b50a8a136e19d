import { currencySymbols, limaDate, type AdminPortfolioResume, type CurrencyCode } from '@invierte/domain';
import Decimal from 'decimal.js';
import type { AppContext } from '../../../context.ts';
import { listFunds } from '../../portfolio/index.ts';
import { adminPortfolioRepository } from './admin-portfolio.repository.ts';
import { findInvestor } from './find-investor.ts';

/**
 * GET /api/admin/portfolio/{userId}/resume: the investor's holdings in soles (requirements R9). Each
 * currency's total is the sum of the funds' values as listed (each rounded to 2 decimals); USD is
 * converted at the BUY rate (compra) of the latest `exchange_rates` row dated on or before today in
 * Lima — what the dollars would fetch in soles — and rounded half-up to 2 decimals.
 */
export async function getInvestorResume(ctx: AppContext, userId: string): Promise<AdminPortfolioResume> {
  await findInvestor(ctx.db, userId);
  const funds = await listFunds(ctx, userId);
  const rate = await adminPortfolioRepository.exchangeRateOn(ctx.db, limaDate(ctx.now()));
  const totals = new Map<CurrencyCode, { funds: number; total: Decimal }>();
  for (const f of funds) {
    const t = totals.get(f.currency.code) ?? { funds: 0, total: new Decimal(0) };
    totals.set(f.currency.code, { funds: t.funds + 1, total: t.total.plus(f.value ?? 0) });
  }
  const byCurrency = [...totals]
    .sort(([a], [b]) => (a === 'PEN' ? -1 : b === 'PEN' ? 1 : a.localeCompare(b)))
    .map(([code, t]) => {
      const pen = code === 'PEN' ? t.total : rate ? t.total.mul(rate.buy) : null;
      return {
        currency: { code, symbol: currencySymbols[code] },
        funds: t.funds,
        total: t.total.toFixed(2),
        totalPen: pen ? pen.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2) : null,
      };
    });
  const total = byCurrency.some((c) => c.totalPen === null)
    ? null
    : byCurrency.reduce((sum, c) => sum.plus(c.totalPen ?? 0), new Decimal(0)).toFixed(2);
  return {
    currency: { code: 'PEN', symbol: currencySymbols.PEN },
    total,
    byCurrency,
    exchangeRate: rate ? { date: rate.rateDate, buy: rate.buy, sell: rate.sell, source: rate.source } : null,
  };
}
