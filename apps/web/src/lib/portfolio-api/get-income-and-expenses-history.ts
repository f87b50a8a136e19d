import { portfolioEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/** GET /api/portfolio/chart-global-income-and-expenses-history: income and expenses month by month. */
export const useIncomeAndExpensesHistory = (months: number) =>
  useQuery({
    queryKey: ['portfolio', 'chart', 'income-and-expenses-history', months],
    queryFn: () => callEndpoint(portfolioEndpoints.getIncomeAndExpensesHistory, { query: { months } }),
  });
