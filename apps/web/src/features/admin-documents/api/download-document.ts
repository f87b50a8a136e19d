import type { InvestorDocument } from '@invierte/domain';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/admin/documents/{id}/file: the PDF exactly as uploaded, saved under its own name. */
export async function downloadDocument(document: Pick<InvestorDocument, 'id' | 'fileName'>) {
  const { blob } = await apiDownload(`/api/admin/documents/${encodeURIComponent(document.id)}/file`);
  saveFile(blob, document.fileName);
}
