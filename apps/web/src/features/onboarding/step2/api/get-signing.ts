import { customersEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/call-endpoint';

export const signingKey = (id: string) => ['onboarding', id, 'signing'] as const;

/** GET /api/onboarding/signing/{id}: the documents with their SHA-256, the signature and the code's allowance. */
export const signingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: signingKey(id),
    queryFn: () => callEndpoint(customersEndpoints.getOnboardingSigning, { params: { id } }),
  });

export const useSigning = (id: string) => useQuery(signingQueryOptions(id));
