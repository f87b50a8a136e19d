import { customersEndpoints, type InvestorDocument } from '@invierte/domain';
import { apiDownload } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/call-endpoint';
import { saveFile } from '../../../lib/save-file';

/** GET /api/admin/documents/{id}/file: the PDF exactly as uploaded, saved under its own name. */
export async function downloadDocument(document: Pick<InvestorDocument, 'id' | 'fileName'>) {
  const { blob } = await apiDownload(
    endpointUrl(customersEndpoints.downloadInvestorDocument, { params: { id: document.id } }),
  );
  saveFile(blob, document.fileName);
}
