import { z } from 'zod';

/** A list's page number in a query string: whole, from 1 (the back-office lists). */
export const pageNumber = z.coerce
  .number()
  .int('La página debe ser un número entero.')
  .min(1, 'La página empieza en 1.');

/** How many rows a page of a back-office list holds: whole, 1 to 100. */
export const pageLimit = z.coerce
  .number()
  .int('La cantidad por página debe ser un número entero.')
  .min(1, 'Pide al menos 1 por página.')
  .max(100, 'Máximo 100 por página.');

/** How many rows a back-office list's page holds unless asked otherwise (every screen shows this many). */
export const LIST_PAGE_SIZE = 20;

/** One page of a back-office list: its rows, which page, how many a page holds, and how many in all. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  });

/**
 * A search of the back office's users (by names, e-mail or document) that matches more investors than
 * this is not counted: counting thousands of matches cost more than reading a page of them, and no
 * one pages through them (decision 0049). The list then reads its pages in order and says whether
 * another follows.
 */
export const SEARCH_COUNT_LIMIT = 300;

/**
 * One page of a list searchable by investor: as `pageOf`, with `total` null when a search matched
 * more than SEARCH_COUNT_LIMIT investors and was not counted, and `more` saying whether a page follows.
 */
export const searchPageOf = <T extends z.ZodType>(item: T) =>
  pageOf(item).extend({ total: z.number().int().nullable(), more: z.boolean() });
