import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { siteRepository } from './site.repository.ts';

/** The latest stored USD/PEN rate (administrators keep them). */
export async function getExchangeRate(ctx: AppContext) {
  const row = await siteRepository.latestExchangeRate(ctx.db);
  if (!row) throw new DomainError('NOT_FOUND', 'Aún no hay un tipo de cambio registrado.');
  return { pair: 'USD/PEN' as const, date: row.rateDate, buy: row.buy, sell: row.sell, source: row.source };
}
