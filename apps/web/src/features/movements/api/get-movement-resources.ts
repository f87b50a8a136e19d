import { portfolioEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/portfolio/movements/resources: the funds, types and states the filters offer. */
export const useMovementResources = () =>
  useQuery({
    queryKey: ['portfolio', 'movement-resources'],
    queryFn: () => callEndpoint(portfolioEndpoints.listMovementResources),
  });
