import { customersEndpoints, type InvestmentReport } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/call-endpoint';
import { saveFile } from '../../../lib/save-file';

/** GET /api/portfolio/investment-report/{id}: one of her kept documents, as the browser saves it. */
export async function downloadMyDocument(document: Pick<InvestmentReport, 'id'>) {
  const { blob, fileName } = await apiDownload(
    endpointUrl(customersEndpoints.downloadInvestmentReport, { params: { id: document.id } }),
  );
  saveFile(blob, fileName);
}

export const useDownloadMyDocument = () => useMutation({ mutationFn: downloadMyDocument });
