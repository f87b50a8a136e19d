import type { ExcelImportReport } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { MultipartUpload } from '../../../shared/read-multipart.ts';
import type { AnyExcelImportTemplate } from './define-template.ts';
import { readImportUpload } from './read-upload.ts';
import { refuseIfApplied, validateImport } from './validate-import.ts';

/**
 * Phase 1 (`POST {base}/check`): reads the file and reports every problem; writes nothing. A file
 * already applied to the template is refused with 409 here too, so the admin learns it before trying.
 */
export async function checkExcelImport(
  ctx: AppContext,
  template: AnyExcelImportTemplate,
  upload: MultipartUpload,
): Promise<ExcelImportReport> {
  const read = await readImportUpload(ctx, template, upload);
  await refuseIfApplied(ctx.db, template, read.sha256);
  const { issues, badRows, flags, validation } = await validateImport(ctx.db, template, read, ctx.now());
  return {
    template: template.code,
    fileName: read.fileName,
    sha256: read.sha256,
    rows: read.rowCount,
    issues,
    badRows,
    flags,
    confirmations: [],
    summary: validation.summary,
    applied: false,
    importId: null,
    appliedAt: null,
  };
}
