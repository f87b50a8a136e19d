import { documentsEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/profile/documents: her monthly statements, tax certificates and published reports. */
export const myDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'documents'],
    queryFn: () => callEndpoint(documentsEndpoints.listMyDocuments),
  });

export const useMyDocuments = () => useQuery(myDocumentsQueryOptions());
