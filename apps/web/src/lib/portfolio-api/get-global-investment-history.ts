import { portfolioEndpoints, type ChartGranularity } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/** GET /api/portfolio/chart-global-investment-history: per currency, the portfolio's value over time. */
export const useGlobalInvestmentHistory = (months: number, granularity: ChartGranularity, enabled = true) =>
  useQuery({
    queryKey: ['portfolio', 'chart', 'global-history', months, granularity],
    queryFn: () =>
      callEndpoint(portfolioEndpoints.getGlobalInvestmentHistory, { query: { months, granularity } }),
    enabled,
  });
