import type { MovementsPage } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryOf, type MovementFilters } from './movement-filters';

export const MOVEMENTS_PAGE_SIZE = 20;

/** GET /api/portfolio/movements/list: one page of the caller's movements under the filters. */
export const useMovements = (filters: MovementFilters) => {
  const query = queryOf(filters, MOVEMENTS_PAGE_SIZE);
  return useQuery({
    queryKey: ['portfolio', 'movements', query],
    queryFn: () => apiRequest<MovementsPage>(`/api/portfolio/movements/list${query}`),
    placeholderData: keepPreviousData,
  });
};
