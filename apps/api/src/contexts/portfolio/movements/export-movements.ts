import { movementStatusLabels, movementTypeLabels, type MovementsQuery } from '@invierte/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { users } from '../../../db/schema.ts';
import { movementView } from './movement-view.ts';
import { movementsRepository } from './movements.repository.ts';

/** More than any investor has; a cap so one request never builds an unbounded file. */
export const EXPORT_ROW_CAP = 50_000;

/** GET /api/portfolio/movements/listXlsx: the filtered movements (no paging) as .xlsx, built on the work pool. */
export async function exportMovements(
  ctx: AppContext,
  userId: string,
  query: MovementsQuery,
): Promise<{ fileName: string; bytes: Buffer }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const { rows } = await movementsRepository.page(ctx.db, userId, query, EXPORT_ROW_CAP, 0);
  const items = rows.map(movementView);
  const product = query.productId
    ? items.find((m) => m.productId === query.productId)?.productName
    : undefined;
  const filters = [
    product && `Fondo: ${product}`,
    query.currency && `Moneda: ${query.currency}`,
    query.type && `Operación: ${movementTypeLabels[query.type]}`,
    query.status && `Estado: ${movementStatusLabels[query.status]}`,
    query.from && `Desde: ${query.from.split('-').reverse().join('/')}`,
    query.to && `Hasta: ${query.to.split('-').reverse().join('/')}`,
  ].filter(Boolean);
  const now = ctx.now();
  const bytes = await ctx.work.run('renderMovementsXlsx', {
    investorName: [user?.name, user?.lastName, user?.secondLastName].filter(Boolean).join(' '),
    documentNumber: user?.documentNumber ?? '',
    generatedAt: now.toISOString(),
    filters: filters.length ? filters.join(' · ') : 'Todos los movimientos',
    rows: items,
  });
  return { fileName: `movimientos-${now.toISOString().slice(0, 10)}.xlsx`, bytes: Buffer.from(bytes) };
}
