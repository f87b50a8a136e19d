import type { AdminProductList, AdminProductListQuery } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { productsRepository } from '../../catalogue/index.ts';
import { adminProductsRepository } from './admin-products.repository.ts';

/** GET /api/admin/products/list: products (private ones too), searched and paged, with their holders. */
export async function listAdminProducts(
  ctx: AppContext,
  query: AdminProductListQuery,
): Promise<AdminProductList> {
  const { rows, total } = await adminProductsRepository.list(ctx.db, query);
  const [latest, positions] = await Promise.all([
    productsRepository.latestQuotaValues(ctx.db),
    adminProductsRepository.positionCounts(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    items: rows.map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      slug: p.slug,
      type: p.type,
      currency: p.currency,
      isPrivate: p.isPrivate,
      isInstitutional: p.isInstitutional,
      locked: p.locked,
      quotaValue: latest.get(p.id)?.value ?? null,
      quotaValueDate: latest.get(p.id)?.valueDate ?? null,
      positions: positions.get(p.id) ?? 0,
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}
