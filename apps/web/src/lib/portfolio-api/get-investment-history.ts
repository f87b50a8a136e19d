import { portfolioEndpoints, type ChartGranularity } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/** GET /api/portfolio/{id}/chart-investment-history: one fund's value over time. */
export const useInvestmentHistory = (
  productId: string | null,
  months: number,
  granularity: ChartGranularity,
) =>
  useQuery({
    queryKey: ['portfolio', 'chart', 'history', productId, months, granularity],
    queryFn: () =>
      callEndpoint(portfolioEndpoints.getInvestmentHistory, {
        params: { id: productId ?? '' },
        query: { months, granularity },
      }),
    enabled: productId !== null,
  });
