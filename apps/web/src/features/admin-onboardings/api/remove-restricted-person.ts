import type { RestrictedPersonResult } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { restrictedListKey } from './list-restricted-persons';

/** DELETE /api/admin/onboarding/restricted-persons/{type}/{number}: held requests stay held. */
export function useRemoveRestrictedPerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ documentType, documentNumber }: { documentType: string; documentNumber: string }) =>
      apiRequest<RestrictedPersonResult>(
        `/api/admin/onboarding/restricted-persons/${encodeURIComponent(documentType)}/${encodeURIComponent(documentNumber)}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: restrictedListKey }),
  });
}
