import { catalogueEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

export const quotaValueBoardKey = ['admin', 'quota-values'] as const;

/** GET /api/admin/quota-values: every product with its two latest published values. */
export const useQuotaValueBoard = () =>
  useQuery({
    queryKey: quotaValueBoardKey,
    queryFn: () => callEndpoint(catalogueEndpoints.listQuotaValueBoard),
  });
