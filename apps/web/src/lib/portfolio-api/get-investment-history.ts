import type { ChartGranularity, InvestmentHistory } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/portfolio/{id}/chart-investment-history: one fund's value over time. */
export const useInvestmentHistory = (
  productId: string | null,
  months: number,
  granularity: ChartGranularity,
) =>
  useQuery({
    queryKey: ['portfolio', 'chart', 'history', productId, months, granularity],
    queryFn: () =>
      apiRequest<InvestmentHistory>(
        `/api/portfolio/${productId}/chart-investment-history?months=${months}&granularity=${granularity}`,
      ),
    enabled: productId !== null,
  });
