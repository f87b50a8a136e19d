import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET {base}/template: the .xlsx to fill, saved under its own name. */
export async function downloadExcelTemplate(base: string) {
  const { blob, fileName } = await apiDownload(`${base}/template`);
  saveFile(blob, fileName);
}
