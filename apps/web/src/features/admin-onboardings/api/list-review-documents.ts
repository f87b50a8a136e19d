import { customersEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/admin/onboarding/{id}/documents: every document of the request a reviewer may open. */
export const useReviewDocuments = (id: string) =>
  useQuery({
    queryKey: ['admin', 'onboarding', id, 'documents'],
    queryFn: () => callEndpoint(customersEndpoints.listOnboardingReviewDocuments, { params: { id } }),
  });
