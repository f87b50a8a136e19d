import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { siteRepository } from './site.repository.ts';

/**
 * The latest stored USD/PEN rate (administrators publish them, contexts/catalogue/exchange-rates). Kept in the
 * answer cache, which a publication empties in every API process.
 */
export async function getExchangeRate(ctx: AppContext) {
  const { data: row } = await ctx.cache.get(
    'exchange-rate',
    'latest',
    async () => (await siteRepository.latestExchangeRate(ctx.db)) ?? null,
  );
  if (!row) throw new DomainError('NOT_FOUND', 'Aún no hay un tipo de cambio registrado.');
  return { pair: 'USD/PEN' as const, date: row.rateDate, buy: row.buy, sell: row.sell, source: row.source };
}
