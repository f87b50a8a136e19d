import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/onboarding/checking/{id}: the checks a reviewer reads before deciding. */
export const useOnboardingChecking = (id: string) =>
  useQuery({
    queryKey: ['admin', 'onboarding', id, 'checking'],
    queryFn: () =>
      apiRequest<{ checks: Array<{ key: string; label: string; ok: boolean; detail: string }> }>(
        `/api/admin/onboarding/checking/${encodeURIComponent(id)}`,
      ),
  });
