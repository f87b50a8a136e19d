import type { IncomeAndExpensesHistory } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/portfolio/chart-global-income-and-expenses-history: income and expenses month by month. */
export const useIncomeAndExpensesHistory = (months: number) =>
  useQuery({
    queryKey: ['portfolio', 'chart', 'income-and-expenses-history', months],
    queryFn: () =>
      apiRequest<IncomeAndExpensesHistory>(
        `/api/portfolio/chart-global-income-and-expenses-history?months=${months}`,
      ),
  });
