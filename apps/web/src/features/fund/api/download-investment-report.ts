import { customersEndpoints, type InvestmentReport } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/call-endpoint';
import { saveFile } from '../../../lib/save-file';

/** GET /api/portfolio/investment-report/{id}: one published report, saved under its own name. */
export async function downloadInvestmentReport(report: Pick<InvestmentReport, 'id' | 'fileName'>) {
  const { blob } = await apiDownload(
    endpointUrl(customersEndpoints.downloadInvestmentReport, { params: { id: report.id } }),
  );
  saveFile(blob, report.fileName);
}

export const useDownloadInvestmentReport = () => useMutation({ mutationFn: downloadInvestmentReport });
