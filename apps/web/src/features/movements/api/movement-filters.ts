import type { portfolioEndpoints, QueryOf } from '@invierte/domain';

/** The movement filters as they live in the URL query, and the query the API takes. */
export interface MovementFilters {
  productId?: string;
  /** Fixed by the per-currency pages, not a filter the investor picks. */
  currency?: string;
  type?: string;
  status?: string;
  from?: string;
  to?: string;
  page: number;
}

const keys = ['productId', 'currency', 'type', 'status', 'from', 'to'] as const;

export function filtersFrom(params: URLSearchParams): MovementFilters {
  const filters: MovementFilters = { page: Math.max(1, Number(params.get('page')) || 1) };
  for (const key of keys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

type MovementsQuery = QueryOf<typeof portfolioEndpoints.listMovements>;

/** The filters set (empty ones left out), and the page when `pageSize` is given (the export has none). */
export function queryOf(filters: MovementFilters, pageSize?: number): MovementsQuery {
  const query: Record<string, string | number> = {};
  for (const key of keys) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  if (pageSize) {
    query.page = filters.page;
    query.pageSize = pageSize;
  }
  // The URL's values go as they are: the API refuses one that is not a fund, type, state or date.
  return query as MovementsQuery;
}
