import {
  movementStatusLabels,
  movementTypeLabels,
  type MovementRow,
  type MovementsQuery,
} from '@invierte/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { users } from '../../../db/schema.ts';
import { keysetPages } from '../../../shared/keyset-pages.ts';
import { offerPages } from '../../../shared/page-channel.ts';
import { movementView } from './movement-view.ts';
import { movementCursorOf, movementsRepository } from './movements.repository.ts';

/** More than any investor has; a cap so one request never builds an unbounded file. */
export const EXPORT_ROW_CAP = 50_000;
/**
 * Movements read and handed to the pool thread at a time: the request thread holds one page (about
 * half a MiB), never a participant's 10,000 movements and their copy on the way to the thread.
 */
export const EXPORT_PAGE_SIZE = 1_000;

/** The filtered movements, newest first, a page at a time, at most EXPORT_ROW_CAP of them. */
async function* movementPages(
  ctx: AppContext,
  userId: string,
  query: MovementsQuery,
  pageSize: number,
): AsyncGenerator<MovementRow[]> {
  let left = EXPORT_ROW_CAP;
  for await (const page of keysetPages(
    (after, limit) => movementsRepository.pageAfter(ctx.db, userId, query, after, Math.min(limit, left)),
    movementCursorOf,
    pageSize,
  )) {
    yield page.map(movementView);
    left -= page.length;
    if (left <= 0) return;
  }
}

/**
 * GET /api/portfolio/movements/listXlsx: the filtered movements (no paging) as .xlsx, built on the
 * work pool, which is handed the rows a page at a time (shared/page-channel.ts).
 */
export async function exportMovements(
  ctx: AppContext,
  userId: string,
  query: MovementsQuery,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<{ fileName: string; bytes: Buffer }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  // The first page is read here: a failing query is an ordinary error, and it names the fund filtered on.
  const pages = movementPages(ctx, userId, query, pageSize);
  const first = await pages.next();
  const product = query.productId && !first.done ? first.value[0]?.productName : undefined;
  const filters = [
    product && `Fondo: ${product}`,
    query.currency && `Moneda: ${query.currency}`,
    query.type && `Operación: ${movementTypeLabels[query.type]}`,
    query.status && `Estado: ${movementStatusLabels[query.status]}`,
    query.from && `Desde: ${query.from.split('-').reverse().join('/')}`,
    query.to && `Hasta: ${query.to.split('-').reverse().join('/')}`,
  ].filter(Boolean);
  const offered = offerPages(
    (async function* () {
      if (first.done) return;
      yield first.value;
      yield* pages;
    })(),
  );
  const now = ctx.now();
  try {
    const bytes = await ctx.work.run(
      'renderMovementsXlsx',
      {
        investorName: [user?.name, user?.lastName, user?.secondLastName].filter(Boolean).join(' '),
        documentNumber: user?.documentNumber ?? '',
        generatedAt: now.toISOString(),
        filters: filters.length ? filters.join(' · ') : 'Todos los movimientos',
        pages: offered.port,
      },
      [offered.port],
    );
    return { fileName: `movimientos-${now.toISOString().slice(0, 10)}.xlsx`, bytes: Buffer.from(bytes) };
  } catch (error) {
    // A page that failed to read is the cause: its error, not the thread's account of it.
    throw offered.error ?? error;
  } finally {
    offered.close();
  }
}
