import { portfolioEndpoints } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/call-endpoint';
import { saveFile } from '../../../lib/save-file';
import { queryOf, type MovementFilters } from './movement-filters';

/** GET /api/portfolio/movements/listXlsx: the filtered movements as .xlsx, saved by the browser. */
export async function downloadMovementsXlsx(filters: MovementFilters): Promise<string> {
  const { blob, fileName } = await apiDownload(
    endpointUrl(portfolioEndpoints.exportMovements, { query: queryOf(filters) }),
  );
  saveFile(blob, fileName);
  return fileName;
}

export const useDownloadMovementsXlsx = () => useMutation({ mutationFn: downloadMovementsXlsx });
