import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/admin/onboarding/listQuantities: how many onboardings are in each state. */
export const useOnboardingQuantities = () =>
  useQuery({
    queryKey: ['admin', 'onboarding-quantities'],
    queryFn: () =>
      apiRequest<{ total: number; byState: Record<string, number> }>('/api/admin/onboarding/listQuantities', {
        silent: true,
      }),
    retry: false,
  });
