import { customersEndpoints, type ReviewDocument } from '@invierte/domain';
import { apiDownload } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/call-endpoint';
import { saveFile } from '../../../lib/save-file';

const fileUrl = (onboardingId: string, documentId: string, modo: 'ver' | 'descargar') =>
  endpointUrl(customersEndpoints.openOnboardingReviewDocument, {
    params: { id: onboardingId, documentId },
    query: { modo },
  });

/**
 * GET …/documents/{documentId}/file?modo=ver: the document's bytes with the admin's token (a plain
 * link could not carry it), typed as the list says, for the viewer. The server audits the viewing.
 */
export async function fetchReviewDocument(
  onboardingId: string,
  document: Pick<ReviewDocument, 'id' | 'contentType'>,
): Promise<Blob> {
  const { blob } = await apiDownload(fileUrl(onboardingId, document.id, 'ver'));
  return blob.type === document.contentType ? blob : new Blob([blob], { type: document.contentType });
}

/** GET …/file?modo=descargar: saved under the document's own name; audited as a download. */
export async function downloadReviewDocument(
  onboardingId: string,
  document: Pick<ReviewDocument, 'id' | 'fileName'>,
): Promise<void> {
  const { blob } = await apiDownload(fileUrl(onboardingId, document.id, 'descargar'));
  saveFile(blob, document.fileName);
}
