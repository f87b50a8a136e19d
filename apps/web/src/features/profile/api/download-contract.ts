import { customersEndpoints, type CustomerContract } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/call-endpoint';
import { saveFile } from '../../../lib/save-file';

/** POST /api/onboarding/signing/download-contract: one contract of the list, as the browser saves it. */
export async function downloadContract(contract: Pick<CustomerContract, 'id' | 'onboardingId'>) {
  const { blob, fileName } = await apiDownload(endpointUrl(customersEndpoints.downloadOnboardingDocument), {
    method: customersEndpoints.downloadOnboardingDocument.method,
    body: { onboardingId: contract.onboardingId, fileId: contract.id },
  });
  saveFile(blob, fileName);
}

export const useDownloadContract = () => useMutation({ mutationFn: downloadContract });
