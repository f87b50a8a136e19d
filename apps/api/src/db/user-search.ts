import { SEARCH_COUNT_LIMIT } from '@invierte/domain';
import { sql, type SQL } from 'drizzle-orm';
import { users } from './schema.ts';

/**
 * The back office's search of users (participants, onboardings by investor): every word typed must
 * begin one of the user's search terms (schema/identity.ts: name words, e-mail and its parts,
 * document), so "ana roj" finds Ana Rojas and "6000" every document that starts so. Each word is one
 * prefix lookup in the users' GIN index, whatever the number of users.
 */
export function userSearch(text: string | undefined): SQL | undefined {
  const query = userSearchQuery(text);
  return query === undefined ? undefined : sql`${users.searchTerms} @@ lower(${query})::tsquery`;
}

/** The tsquery of what was typed (every word a prefix), undefined when nothing was. */
export function userSearchQuery(text: string | undefined): string | undefined {
  const words = text?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return undefined;
  // tsquery's own quoting: a word is taken literally, whatever it holds (quotes, &, |, !, :).
  return words.map((w) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`).join(' & ');
}

/** `userSearch` for a prepared statement: the query (`userSearchQuery`) is its placeholder `search`. */
export const userSearchPlaceholder = sql`${users.searchTerms} @@ lower(${sql.placeholder('search')})::tsquery`;

/**
 * The same match as a function call, which no index serves, for a broad search's page: read in the
 * list's order from its btree index, checking each row's terms, it stops after a page. Written as the
 * operator, the planner takes the GIN index and sorts every match (it guesses a word's matches at a
 * fraction of what a common surname has, and cannot know them in a prepared statement). The query is
 * made once, as an init plan: in a generic plan it would otherwise be parsed again for every row.
 */
export const userSearchInOrderPlaceholder = sql`ts_match_vq(${users.searchTerms}, (select lower(${sql.placeholder('search')})::tsquery))`;

/**
 * Up to this many matching investors a search counts them and reads all of them from the GIN index;
 * past it, it is not counted and its pages are read in the list's order (SEARCH_COUNT_LIMIT, decision
 * 0049). A capped count (`limit FEW_MATCHES + 1`) tells which.
 */
export const FEW_MATCHES = SEARCH_COUNT_LIMIT;

/** A page of a list searched by investor with its total: another follows when rows remain past it. */
export const countedPage = <R>(rows: R[], total: number, offset: number) => ({
  rows,
  total: total as number | null,
  more: offset + rows.length < total,
});

/** A broad search's page, read with one row more than `limit`: not counted, that row says `more`. */
export const uncountedPage = <R>(rows: R[], limit: number) => ({
  rows: rows.slice(0, limit),
  total: null as number | null,
  more: rows.length > limit,
});
