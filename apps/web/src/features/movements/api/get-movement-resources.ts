import type { MovementResources } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/portfolio/movements/resources: the funds, types and states the filters offer. */
export const useMovementResources = () =>
  useQuery({
    queryKey: ['portfolio', 'movement-resources'],
    queryFn: () => apiRequest<MovementResources>('/api/portfolio/movements/resources'),
  });
