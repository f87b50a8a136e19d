import type { CustomerContract } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** POST /api/onboarding/signing/download-contract: one contract of the list, as the browser saves it. */
export async function downloadContract(contract: Pick<CustomerContract, 'id' | 'onboardingId'>) {
  const { blob, fileName } = await apiDownload('/api/onboarding/signing/download-contract', {
    method: 'POST',
    body: { onboardingId: contract.onboardingId, fileId: contract.id },
  });
  saveFile(blob, fileName);
}

export const useDownloadContract = () => useMutation({ mutationFn: downloadContract });
