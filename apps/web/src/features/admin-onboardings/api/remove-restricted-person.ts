import { customersEndpoints, type DocumentType } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { restrictedListKey } from './list-restricted-persons';

/** DELETE /api/admin/onboarding/restricted-persons/{type}/{number}: held requests stay held. */
export function useRemoveRestrictedPerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ documentType, documentNumber }: { documentType: string; documentNumber: string }) =>
      // A listed entry's type is one the list accepted (the answer types it as a plain string).
      callEndpoint(customersEndpoints.removeRestrictedListEntry, {
        params: { documentType: documentType as DocumentType, documentNumber },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: restrictedListKey }),
  });
}
