import type { QuotaValueBoard } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export const quotaValueBoardKey = ['admin', 'quota-values'] as const;

/** GET /api/admin/quota-values: every product with its two latest published values. */
export const useQuotaValueBoard = () =>
  useQuery({
    queryKey: quotaValueBoardKey,
    queryFn: () => apiRequest<QuotaValueBoard>('/api/admin/quota-values'),
  });
