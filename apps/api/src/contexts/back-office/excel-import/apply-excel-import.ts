import { randomUUID } from 'node:crypto';
import type { ExcelImportReport } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { uniqueViolation } from '../../../db/errors.ts';
import type { AuditActor } from '../../audit/index.ts';
import { recordAudit } from '../../audit/index.ts';
import type { MultipartUpload } from '../../../shared/read-multipart.ts';
import type { AnyExcelImportTemplate } from './define-template.ts';
import { excelImportsRepository } from './excel-imports.repository.ts';
import { readImportUpload } from './read-upload.ts';
import {
  confirmedFlags,
  duplicateError,
  problemsError,
  refuseIfApplied,
  validateImport,
} from './validate-import.ts';

/**
 * Phase 2 (`POST {base}/apply`): the whole check again, inside one transaction with the writes, so
 * nothing that changed since the check slips through; any problem → 400 listing them (the first in
 * the message, all in `errors`) and nothing written; a flagged row without the operator's
 * confirmation and reason (the `confirmations` field) → 400 naming it, nothing written. Else the `excel_imports` row, the template's
 * writes and one audit row (file hash, counts), together. The unique (template, sha256) turns a
 * second apply of the same bytes — even a concurrent one — into the 409 of a duplicate.
 */
export async function applyExcelImport(
  ctx: AppContext,
  template: AnyExcelImportTemplate,
  input: { upload: MultipartUpload } & AuditActor,
): Promise<ExcelImportReport> {
  const read = await readImportUpload(ctx, template, input.upload);
  await refuseIfApplied(ctx.db, template, read.sha256);
  const importId = randomUUID();
  const at = ctx.now();
  let afterCommit: ((ctx: AppContext) => Promise<void>) | undefined;
  try {
    const report = await ctx.db.transaction(async (tx): Promise<ExcelImportReport> => {
      const { issues, badRows, flags, validation } = await validateImport(tx, template, read, at);
      // The same file applied concurrently and committed while this one was checked shows up as
      // rows already posted: it is the duplicate's 409, not a confirmation to ask for.
      if (issues.length > 0 || flags.length > 0) await refuseIfApplied(tx, template, read.sha256);
      if (issues.length > 0) throw problemsError(issues, badRows);
      const confirmations = confirmedFlags(flags, input.upload.fields.confirmations);
      await excelImportsRepository.insert(tx, {
        id: importId,
        template: template.code,
        sha256: read.sha256,
        fileName: read.fileName,
        rowCount: read.rowCount,
        summary: validation.summary,
        confirmations,
        appliedBy: input.actorUserId,
        appliedAt: at,
      });
      const applied = await template.apply(tx, validation.plan, {
        ctx,
        importId,
        actorUserId: input.actorUserId,
        client: input.client,
        at,
        confirmations: confirmations.map(({ row, reason }) => ({ row, reason })),
      });
      const summary = applied.summary;
      afterCommit = applied.afterCommit;
      await excelImportsRepository.setSummary(tx, importId, summary);
      await recordAudit(tx, {
        actorUserId: input.actorUserId,
        client: input.client,
        action: template.auditAction,
        entity: 'excel-import',
        entityId: importId,
        after: {
          template: template.code,
          fileName: read.fileName,
          sha256: read.sha256,
          rows: read.rowCount,
          summary: Object.fromEntries(summary.map((s) => [s.label, s.value])),
          // Rows applied on the operator's word: which, what was flagged, and why they are distinct.
          ...(confirmations.length > 0 ? { confirmations } : {}),
        },
        at,
      });
      return {
        template: template.code,
        fileName: read.fileName,
        sha256: read.sha256,
        rows: read.rowCount,
        issues: [],
        badRows: 0,
        flags,
        confirmations: confirmations.map(({ row, reason }) => ({ row, reason })),
        summary,
        applied: true,
        importId,
        appliedAt: at.toISOString(),
      };
    });
    await afterCommit?.(ctx);
    return report;
  } catch (error) {
    if (uniqueViolation(error) === 'excel_imports_template_sha256_key') {
      const applied = await excelImportsRepository.findApplied(ctx.db, template.code, read.sha256);
      if (applied) throw duplicateError(applied);
    }
    throw error;
  }
}
