import { documentsEndpoints } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../api-client';
import { endpointUrl } from '../call-endpoint';
import { saveFile } from '../save-file';

export const portfolioDocuments = {
  accountState: { endpoint: documentsEndpoints.downloadAccountState, label: 'Estado de cuenta' },
  investmentReport: { endpoint: documentsEndpoints.downloadInvestmentReport, label: 'Reporte de inversión' },
  certificate: { endpoint: documentsEndpoints.downloadCertificate, label: 'Certificado de participación' },
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
  const { blob, fileName } = await apiDownload(
    endpointUrl(portfolioDocuments[document].endpoint, { query: { productId: productId || undefined } }),
  );
  saveFile(blob, fileName);
  return fileName;
}

export const useDownloadPortfolioDocument = () => useMutation({ mutationFn: downloadPortfolioDocument });
