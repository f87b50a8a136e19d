import type { FundOverview } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/portfolio/{id}/overview: the caller's holding of one fund, with what it cost and earned. */
export const useFundOverview = (productId: string | null) =>
  useQuery({
    queryKey: ['portfolio', 'overview', productId],
    queryFn: () => apiRequest<FundOverview>(`/api/portfolio/${encodeURIComponent(productId ?? '')}/overview`),
    enabled: productId !== null,
  });
