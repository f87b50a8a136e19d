import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * POST /api/onboarding/{id}/final-beneficiary/document as multipart (file): the final
 * beneficiary's identity document; the answer's id goes in the beneficiary-info-final part.
 */
export function uploadBeneficiaryDocument(onboardingId: string, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return callEndpoint(customersEndpoints.uploadFinalBeneficiaryDocument, {
    params: { id: onboardingId },
    body,
  });
}
