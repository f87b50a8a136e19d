import { customersEndpoints, type DocumentType } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export interface RestrictedPersonInput {
  documentType: DocumentType;
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
      callEndpoint(customersEndpoints.addRestrictedListEntry, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
