import type { ReportName, ReportQuery } from '@invierte/domain';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/admin/reports/{report}?from&to: the .xlsx, saved under the name the API gives it. */
export async function downloadReport(name: ReportName, range: ReportQuery): Promise<string> {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const suffix = query.size ? `?${query.toString()}` : '';
  const { blob, fileName } = await apiDownload(`/api/admin/reports/${name}${suffix}`);
  saveFile(blob, fileName);
  return fileName;
}
