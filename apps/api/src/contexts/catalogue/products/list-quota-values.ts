import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { productsRepository } from './products.repository.ts';

/** GET /api/admin/products/{id}/quota-values: the last 60 published days, newest first. */
export async function listQuotaValues(ctx: AppContext, productId: string) {
  if (!(await productsRepository.findById(ctx.db, productId)))
    throw new DomainError('NOT_FOUND', 'No encontramos el producto.');
  return productsRepository.recentQuotaValues(ctx.db, productId, 60);
}
