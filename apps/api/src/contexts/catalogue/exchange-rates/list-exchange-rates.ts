import { limaDate, type AdminExchangeRateList } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { exchangeRatesRepository } from './exchange-rates.repository.ts';

/** GET /api/admin/exchange-rates: the latest published USD/PEN rates, newest first. */
export async function listExchangeRates(ctx: AppContext, limit: number): Promise<AdminExchangeRateList> {
  const rows = await exchangeRatesRepository.latest(ctx.db, limit);
  return {
    items: rows.map((r) => ({ rateDate: r.rateDate, buy: r.buy, sell: r.sell, source: r.source })),
    today: limaDate(ctx.now()),
  };
}
