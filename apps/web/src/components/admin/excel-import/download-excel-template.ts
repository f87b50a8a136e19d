import { apiDownload } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/call-endpoint';
import { saveFile } from '../../../lib/save-file';
import type { ExcelImportCalls } from './excel-import-calls';

/** GET …/template: the .xlsx to fill, saved under its own name. */
export async function downloadExcelTemplate(calls: ExcelImportCalls) {
  const { blob, fileName } = await apiDownload(endpointUrl(calls.template));
  saveFile(blob, fileName);
}
