import { LIST_PAGE_SIZE } from '@invierte/domain';
import { sql, type Placeholder } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { preparedPerShape } from './prepared.ts';

/**
 * How a prepared page query takes its LIMIT and OFFSET. PostgreSQL guesses a LIMIT or OFFSET it cannot
 * see at a tenth of the rows, so a statement with either as a placeholder never settles on a generic
 * plan and is planned again on every call (half a millisecond for a back-office page, as long as
 * reading it). So the lists' page size, and one more for an uncounted page (user-search.ts), is
 * written into the statement, and the first page, the one nearly every view reads, has no OFFSET:
 * after its first five calls PostgreSQL keeps one plan for it. Any other size stays a placeholder.
 */
export interface PageWindow {
  /** The size written into the statement, or undefined for a placeholder (`limit`). */
  size: number | undefined;
  /** The first page: no OFFSET at all (else the placeholder `offset`). */
  first: boolean;
}

function pageWindow(limit: number, offset: number): PageWindow {
  const written = limit === LIST_PAGE_SIZE || limit === LIST_PAGE_SIZE + 1;
  return { size: written ? limit : undefined, first: offset === 0 };
}

/** The window's part of a statement's name. */
const pageWindowKey = (w: PageWindow) => `${w.size ?? 'n'}${w.first ? 'f' : ''}`;

/**
 * `preparedPerShape` for a page query: each call's limit and offset make its window, which joins the
 * shape and its statement's name. A statement whose plan depends on the window's values is planned
 * with them each time: a size that stays a placeholder, and a later page of a shape that walks the list
 * in order checking each row (`walksInOrder`: a broad search), where a generic plan guessing the OFFSET
 * might stop walking in order.
 */
export function preparedPagePerShape<S, P>(
  name: string,
  keyOf: (shape: S) => string,
  prepare: (db: Db, shape: S, window: PageWindow, statementName: string) => P,
  walksInOrder: (shape: S) => boolean,
): (db: Db, shape: S, page: { limit: number; offset: number }) => P {
  const byShape = preparedPerShape(
    name,
    (s: S & { window: PageWindow }) => `${keyOf(s)}_${pageWindowKey(s.window)}`,
    (db, s, statementName) => prepare(db, s, s.window, statementName),
    (s) => s.window.size === undefined || (walksInOrder(s) && !s.window.first),
  );
  return (db, shape, page) => byShape(db, { ...shape, window: pageWindow(page.limit, page.offset) });
}

/** Applies the window to a dynamic select (`$dynamic()`). */
export function windowed<Q extends PgSelect>(query: Q, w: PageWindow): Q {
  // Drizzle sends a number as a parameter: the size goes in as SQL text to be part of the statement.
  const size = w.size === undefined ? undefined : (sql.raw(String(w.size)) as unknown as Placeholder);
  const limited = query.limit(size ?? sql.placeholder('limit'));
  return w.first ? limited : limited.offset(sql.placeholder('offset'));
}
