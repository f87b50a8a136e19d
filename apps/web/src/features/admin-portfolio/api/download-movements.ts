import { backOfficeEndpoints } from '@invierte/domain';
import { apiDownload } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/call-endpoint';
import { saveFile } from '../../../lib/save-file';
import { movementsQuery, type MovementFilters } from './list-movements';

/** GET /api/admin/portfolio/{userId}/movements/xlsx: the filtered movements as .xlsx, saved. */
export async function downloadMovements(input: { userId: string; filters: MovementFilters }) {
  const { blob, fileName } = await apiDownload(
    endpointUrl(backOfficeEndpoints.downloadInvestorMovements, {
      params: { userId: input.userId },
      query: movementsQuery(input.filters),
    }),
  );
  saveFile(blob, fileName);
}
