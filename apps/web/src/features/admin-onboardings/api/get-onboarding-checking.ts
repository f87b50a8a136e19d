import { useQuery } from '@tanstack/react-query';
import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/admin/onboarding/checking/{id}: the checks a reviewer reads before deciding. */
export const useOnboardingChecking = (id: string) =>
  useQuery({
    queryKey: ['admin', 'onboarding', id, 'checking'],
    queryFn: () => callEndpoint(customersEndpoints.getOnboardingReviewChecking, { params: { id } }),
  });
