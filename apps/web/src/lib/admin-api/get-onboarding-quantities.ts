import { useQuery } from '@tanstack/react-query';
import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../call-endpoint';

/**
 * GET /api/admin/onboarding/listQuantities: how many onboardings are in each state. Read again each
 * time a screen showing them opens (one cheap GROUP BY): kept for the app's usual 30 s, the review
 * list once said "0 solicitudes" above the request it listed, created after the summary was read.
 */
export const useOnboardingQuantities = () =>
  useQuery({
    queryKey: ['admin', 'onboarding-quantities'],
    queryFn: () => callEndpoint(customersEndpoints.countOnboardingsByState, { silent: true }),
    retry: false,
    refetchOnMount: 'always',
  });
