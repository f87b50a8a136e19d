import { apiDownload } from '../../../../lib/api-client';

/** POST /api/onboarding/signing/download-contract: one listed document's PDF (the contract by default). */
export const downloadDocument = (onboardingId: string, fileId?: string) =>
  apiDownload('/api/onboarding/signing/download-contract', {
    method: 'POST',
    body: fileId ? { onboardingId, fileId } : { onboardingId },
  });
