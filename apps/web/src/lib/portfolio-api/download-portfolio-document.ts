import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../api-client';
import { saveFile } from '../save-file';

export const portfolioDocuments = {
  accountState: { path: 'DownloadDocumentAccountState', label: 'Estado de cuenta' },
  investmentReport: { path: 'DownloadDocumentInvesmentReport', label: 'Reporte de inversión' },
  certificate: { path: 'DownloadDocumentCertificate', label: 'Certificado de participación' },
} as const;
export type PortfolioDocument = keyof typeof portfolioDocuments;

/**
 * GET /api/portfolio/investments/user/DownloadDocument…: one of the investor's PDFs — every fund held,
 * or one fund's with `productId` — saved by the browser.
 */
export async function downloadPortfolioDocument({
  document,
  productId,
}: {
  document: PortfolioDocument;
  productId?: string | undefined;
}): Promise<string> {
  const query = productId ? `?productId=${encodeURIComponent(productId)}` : '';
  const { blob, fileName } = await apiDownload(
    `/api/portfolio/investments/user/${portfolioDocuments[document].path}${query}`,
  );
  saveFile(blob, fileName);
  return fileName;
}

export const useDownloadPortfolioDocument = () => useMutation({ mutationFn: downloadPortfolioDocument });
