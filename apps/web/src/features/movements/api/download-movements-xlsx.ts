import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { queryOf, type MovementFilters } from './movement-filters';

/** GET /api/portfolio/movements/listXlsx: the filtered movements as .xlsx, saved by the browser. */
export async function downloadMovementsXlsx(filters: MovementFilters): Promise<string> {
  const { blob, fileName } = await apiDownload(`/api/portfolio/movements/listXlsx${queryOf(filters)}`);
  saveFile(blob, fileName);
  return fileName;
}

export const useDownloadMovementsXlsx = () => useMutation({ mutationFn: downloadMovementsXlsx });
