import { documentsEndpoints, type ReportName, type ReportQuery } from '@invierte/domain';
import { apiDownload } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/call-endpoint';
import { saveFile } from '../../../lib/save-file';

/** Each report's declared download, by the report's name. */
const reportEndpoints = {
  onboarding: documentsEndpoints.downloadOnboardingReport,
  plaft: documentsEndpoints.downloadPlaftReport,
  participant: documentsEndpoints.downloadParticipantReport,
  'user-participant': documentsEndpoints.downloadUserParticipantReport,
  'user-interested': documentsEndpoints.downloadUserInterestedReport,
  'private-user': documentsEndpoints.downloadPrivateUserReport,
  letter: documentsEndpoints.downloadLetterReport,
} satisfies Record<ReportName, unknown>;

/** GET /api/admin/reports/{report}?from&to: the .xlsx, saved under the name the API gives it. */
export async function downloadReport(name: ReportName, range: ReportQuery): Promise<string> {
  const query = { from: range.from || undefined, to: range.to || undefined };
  const { blob, fileName } = await apiDownload(endpointUrl(reportEndpoints[name], { query }));
  saveFile(blob, fileName);
  return fileName;
}
