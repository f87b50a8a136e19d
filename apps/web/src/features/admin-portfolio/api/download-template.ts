import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { importBase, type PortfolioImportKind } from './keys';

/** GET …/imports/{kind}/template: the .xlsx to fill, saved under its own name. */
export async function downloadTemplate(kind: PortfolioImportKind) {
  const { blob, fileName } = await apiDownload(`${importBase(kind)}/template`);
  saveFile(blob, fileName);
}
