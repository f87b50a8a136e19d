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
 * or one fund's with `productId`; the account statement of `period` — saved by the browser.
 */
export async function downloadPortfolioDocument({
  document,
  productId,
  period,
}: {
  document: PortfolioDocument;
  productId?: string | undefined;
  period?: { from: string; to: string } | undefined;
}): Promise<string> {
  const query = { productId: productId || undefined };
  const { blob, fileName } = await apiDownload(
    document === 'accountState'
      ? endpointUrl(documentsEndpoints.downloadAccountState, {
          query: { ...query, desde: period?.from, hasta: period?.to },
        })
      : endpointUrl(portfolioDocuments[document].endpoint, { query }),
  );
  saveFile(blob, fileName);
  return fileName;
}

export const useDownloadPortfolioDocument = () => useMutation({ mutationFn: downloadPortfolioDocument });
