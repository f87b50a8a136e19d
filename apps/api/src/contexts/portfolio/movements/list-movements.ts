import type { MovementsPage, MovementsQuery } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { movementView } from './movement-view.ts';
import { movementsRepository } from './movements.repository.ts';

/** GET /api/portfolio/movements/list: the caller's movements, newest first, filtered and paged. */
export async function listMovements(
  ctx: AppContext,
  userId: string,
  query: MovementsQuery,
): Promise<MovementsPage> {
  const { rows, total } = await movementsRepository.page(ctx.db, userId, query);
  return { items: rows.map(movementView), total, page: query.page, pageSize: query.pageSize };
}
