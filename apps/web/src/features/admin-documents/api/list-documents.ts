import { customersEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { adminDocumentsKey } from './keys';

/** GET /api/admin/documents?userId: the documents published for one investor, newest first. */
export const useInvestorDocuments = (userId: string | null) =>
  useQuery({
    queryKey: [...adminDocumentsKey, userId],
    queryFn: () =>
      callEndpoint(customersEndpoints.listInvestorDocuments, { query: { userId: userId ?? '' } }),
    enabled: userId !== null,
  });
