import { customersEndpoints } from '@invierte/domain';
import { apiDownload } from '../../../../lib/api-client';
import { endpointUrl } from '../../../../lib/call-endpoint';

/** POST /api/onboarding/signing/download-contract: one listed document's PDF (the contract by default). */
export const downloadDocument = (onboardingId: string, fileId?: string) =>
  apiDownload(endpointUrl(customersEndpoints.downloadOnboardingDocument), {
    method: customersEndpoints.downloadOnboardingDocument.method,
    body: fileId ? { onboardingId, fileId } : { onboardingId },
  });
