import { documentsEndpoints } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/call-endpoint';
import { saveFile } from '../../../lib/save-file';

/** GET /api/portfolio/tax-certificate?anio=: the year's certificate of income from rescues and tax withheld. */
export async function downloadTaxCertificate(year: number) {
  const { blob, fileName } = await apiDownload(
    endpointUrl(documentsEndpoints.downloadTaxCertificate, { query: { anio: year } }),
  );
  saveFile(blob, fileName);
}

export const useDownloadTaxCertificate = () => useMutation({ mutationFn: downloadTaxCertificate });
