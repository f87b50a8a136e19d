import type { InvestorDocument } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminDocumentsKey } from './keys';

/** GET /api/admin/documents?userId: the documents published for one investor, newest first. */
export const useInvestorDocuments = (userId: string | null) =>
  useQuery({
    queryKey: [...adminDocumentsKey, userId],
    queryFn: () =>
      apiRequest<InvestorDocument[]>(`/api/admin/documents?userId=${encodeURIComponent(userId ?? '')}`),
    enabled: userId !== null,
  });
