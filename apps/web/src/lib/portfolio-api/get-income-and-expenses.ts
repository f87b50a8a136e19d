import { portfolioEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

/** GET /api/portfolio/chart-income-and-expenses: the period's income and expenses per currency. */
export const useIncomeAndExpenses = (months: number) =>
  useQuery({
    queryKey: ['portfolio', 'chart', 'income-and-expenses', months],
    queryFn: () => callEndpoint(portfolioEndpoints.getIncomeAndExpenses, { query: { months } }),
  });
