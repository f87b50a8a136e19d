import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { movementsQueryString, type MovementFilters } from './list-movements';

/** GET /api/admin/portfolio/{userId}/movements/xlsx: the filtered movements as .xlsx, saved. */
export async function downloadMovements(input: { userId: string; filters: MovementFilters }) {
  const query = movementsQueryString(input.filters);
  const { blob, fileName } = await apiDownload(
    `/api/admin/portfolio/${encodeURIComponent(input.userId)}/movements/xlsx${query ? `?${query}` : ''}`,
  );
  saveFile(blob, fileName);
}
