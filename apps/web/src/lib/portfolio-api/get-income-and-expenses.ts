import type { IncomeAndExpenses } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/portfolio/chart-income-and-expenses: the period's income and expenses per currency. */
export const useIncomeAndExpenses = (months: number) =>
  useQuery({
    queryKey: ['portfolio', 'chart', 'income-and-expenses', months],
    queryFn: () => apiRequest<IncomeAndExpenses>(`/api/portfolio/chart-income-and-expenses?months=${months}`),
  });
