import type { ChartGranularity, GlobalInvestmentHistory } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/portfolio/chart-global-investment-history: per currency, the portfolio's value over time. */
export const useGlobalInvestmentHistory = (months: number, granularity: ChartGranularity, enabled = true) =>
  useQuery({
    queryKey: ['portfolio', 'chart', 'global-history', months, granularity],
    queryFn: () =>
      apiRequest<GlobalInvestmentHistory>(
        `/api/portfolio/chart-global-investment-history?months=${months}&granularity=${granularity}`,
      ),
    enabled,
  });
