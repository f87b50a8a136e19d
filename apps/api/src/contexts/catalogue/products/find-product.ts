import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { productsRepository, type ProductRow } from './products.repository.ts';

/** A product the caller may see: private funds are only for administrators (and, later, their invitees). */
export async function findVisibleProduct(
  ctx: AppContext,
  lookup: { id: string } | { slug: string },
  canSeePrivate = false,
): Promise<ProductRow> {
  const row =
    'id' in lookup
      ? await productsRepository.findById(ctx.db, lookup.id)
      : await productsRepository.findBySlug(ctx.db, lookup.slug);
  if (!row || (row.isPrivate && !canSeePrivate))
    throw new DomainError('NOT_FOUND', 'No encontramos el producto.');
  return row;
}
