import type { QuotaValueBoard } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { productsRepository } from './products.repository.ts';

/** GET /api/admin/quota-values: each product with its latest and previous published values. */
export async function listQuotaValueBoard(ctx: AppContext): Promise<QuotaValueBoard> {
  const rows = await productsRepository.listAll(ctx.db);
  const board: QuotaValueBoard = [];
  for (const p of rows) {
    const [latest, previous] = await productsRepository.recentQuotaValues(ctx.db, p.id, 2);
    board.push({
      productId: p.id,
      code: p.code,
      name: p.name,
      currency: p.currency,
      isPrivate: p.isPrivate,
      latest: latest ?? null,
      previous: previous ?? null,
    });
  }
  return board;
}
