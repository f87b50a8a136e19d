import { portfolioEndpoints } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryString } from '../../../lib/call-endpoint';
import { queryOf, type MovementFilters } from './movement-filters';

export const MOVEMENTS_PAGE_SIZE = 20;

/** GET /api/portfolio/movements/list: one page of the caller's movements under the filters. */
export const useMovements = (filters: MovementFilters) => {
  const query = queryOf(filters, MOVEMENTS_PAGE_SIZE);
  return useQuery({
    queryKey: ['portfolio', 'movements', queryString(query)],
    queryFn: () => callEndpoint(portfolioEndpoints.listMovements, { query }),
    placeholderData: keepPreviousData,
  });
};
