import type { ReviewApproval } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/admin/onboarding/approve (maker-checker): the first administrator prepares the priced
 * approval, a different one confirms it and the quotas are credited. One Idempotency-Key per dialog.
 */
export function useApproveOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) =>
      apiRequest<{ step: 'PREPARED' | 'EXECUTED'; approval: ReviewApproval }>(
        '/api/admin/onboarding/approve',
        {
          method: 'POST',
          body: { idOnboarding: id },
          headers: { 'Idempotency-Key': key },
        },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
