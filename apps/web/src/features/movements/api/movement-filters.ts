/** The movement filters as they live in the URL query, and the query string the API takes. */
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

export function queryOf(filters: MovementFilters, pageSize?: number): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (pageSize) {
    params.set('page', String(filters.page));
    params.set('pageSize', String(pageSize));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
