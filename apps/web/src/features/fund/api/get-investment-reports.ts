import type { InvestmentReport } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/portfolio/{id}/investment-reports: what the team published for the investor about a fund. */
export const useInvestmentReports = (productId: string) =>
  useQuery({
    queryKey: ['portfolio', 'investment-reports', productId],
    queryFn: () =>
      apiRequest<InvestmentReport[]>(`/api/portfolio/${encodeURIComponent(productId)}/investment-reports`),
  });
