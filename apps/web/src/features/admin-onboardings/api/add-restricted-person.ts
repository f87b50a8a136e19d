import type { RestrictedPersonResult } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface RestrictedPersonInput {
  documentType: string;
  documentNumber: string;
  reason: string;
}

/**
 * POST /api/admin/onboarding/restricted-persons: lists a document; the requests in flight that name
 * it are held (the answer says how many), so every onboarding view is read again.
 */
export function useAddRestrictedPerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RestrictedPersonInput) =>
      apiRequest<RestrictedPersonResult>('/api/admin/onboarding/restricted-persons', {
        method: 'POST',
        body,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
