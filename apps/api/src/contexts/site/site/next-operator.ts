import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { siteRepository } from './site.repository.ts';

/** The adviser whose scheduling link the customer gets (kept by the web as operatorData). */
export async function nextOperator(ctx: AppContext) {
  const row = await siteRepository.takeNextOperator(ctx.db, ctx.now());
  if (!row) throw new DomainError('NOT_FOUND', 'No hay asesores disponibles en este momento.');
  return { name: row.name, calendy: row.calendly_url };
}
