import { portfolioEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/portfolio/{id}/overview: the caller's holding of one fund, with what it cost and earned. */
export const useFundOverview = (productId: string | null) =>
  useQuery({
    queryKey: ['portfolio', 'overview', productId],
    queryFn: () => callEndpoint(portfolioEndpoints.getFundOverview, { params: { id: productId ?? '' } }),
    enabled: productId !== null,
  });
