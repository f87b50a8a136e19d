import { DomainError, type ExcelImportIssue, type ExcelImportRecord } from '@invierte/domain';
import type { Db } from '../../db/client.ts';
import { limaLongDateTime } from '../lima-text.ts';
import type { AnyExcelImportTemplate, ImportColumn, ImportValidation } from './define-template.ts';
import { excelImportsRepository } from './excel-imports.repository.ts';
import type { ReadImport } from './read-upload.ts';

/** 409 for a file already applied to this template: when and by whom, in Spanish. */
export function duplicateError(applied: ExcelImportRecord): DomainError {
  return new DomainError(
    'CONFLICT',
    `Este archivo ya se aplicó el ${limaLongDateTime(applied.appliedAt)} (hora de Lima), por ${applied.appliedBy.name} (${applied.appliedBy.email}), con ${applied.rowCount} filas. No se vuelve a aplicar.`,
  );
}

export async function refuseIfApplied(db: Db, template: AnyExcelImportTemplate, sha256: string) {
  const applied = await excelImportsRepository.findApplied(db, template.code, sha256);
  if (applied) throw duplicateError(applied);
}

/**
 * The template's own check over the rows that parsed, merged with the header and cell problems into
 * one list in sheet order (row, then column letter).
 */
export async function validateImport(
  db: Db,
  template: AnyExcelImportTemplate,
  read: ReadImport,
  now: Date,
): Promise<{ issues: ExcelImportIssue[]; badRows: number; validation: ImportValidation<unknown, unknown> }> {
  const validation = (await template.validate(db, read.rows, now)) as ImportValidation<unknown, unknown>;
  const columns = template.columns as Record<string, ImportColumn<unknown>>;
  const fromTemplate = validation.issues.map((i): ExcelImportIssue => {
    const where = read.located.get(i.column);
    return {
      row: i.row,
      column: where?.letter ?? '—',
      header: where?.header ?? columns[i.column]?.header ?? i.column,
      reason: i.reason,
    };
  });
  const key = (c: string) => (c === '—' ? 'ZZZZ' : c.padStart(4, ' '));
  const issues = [...read.issues, ...fromTemplate].sort(
    (a, b) => a.row - b.row || key(a.column).localeCompare(key(b.column)),
  );
  return { issues, badRows: new Set(issues.map((i) => i.row)).size, validation };
}
