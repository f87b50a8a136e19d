import {
  DomainError,
  excelImportConfirmations,
  excelImportMessages,
  type ExcelImportConfirmation,
  type ExcelImportFlag,
  type ExcelImportIssue,
  type ExcelImportRecord,
} from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { limaLongDateTime } from '../../../shared/lima-text.ts';
import { folded } from './cells.ts';
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

/** A cell's value as two rows are compared: text without case, accents or extra spaces. */
const comparable = (value: unknown) =>
  typeof value === 'string' ? folded(value) : value instanceof Date ? value.toISOString() : String(value);

/**
 * The framework's one rule for repeats: a row equal to an earlier one in every column of the
 * template's identity. Rows missing one of those cells (not parsed) are not compared.
 */
function repeatedRows(
  template: AnyExcelImportTemplate,
  rows: ReadImport['rows'],
): Array<{ row: number; column: string; reason: string }> {
  const columns = template.identity.columns as string[];
  const headers = columns.map(
    (c) => `«${(template.columns as Record<string, ImportColumn<unknown>>)[c]?.header ?? c}»`,
  );
  const named = headers.length > 1 ? `${headers.slice(0, -1).join(', ')} y ${headers.at(-1)}` : headers[0];
  const seen = new Map<string, number>();
  const out: Array<{ row: number; column: string; reason: string }> = [];
  for (const { row, values } of rows) {
    if (columns.some((c) => values[c] === undefined)) continue;
    const key = JSON.stringify(columns.map((c) => comparable(values[c])));
    const earlier = seen.get(key);
    if (earlier === undefined) {
      seen.set(key, row);
      continue;
    }
    out.push({
      row,
      column: columns.at(-1)!,
      reason:
        template.identity.repeats === 'confirm'
          ? `Fila repetida: igual a la fila ${earlier}.`
          : `Fila repetida: igual a la fila ${earlier} en ${named}. Déjala una sola vez.`,
    });
  }
  return out;
}

/**
 * The template's own check over the rows (with the cells that parsed), merged with the header and
 * cell problems and the framework's repeated rows into one list in sheet order (row, then column
 * letter); the rows to confirm apart, in the same order.
 */
export async function validateImport(
  db: Db,
  template: AnyExcelImportTemplate,
  read: ReadImport,
  now: Date,
): Promise<{
  issues: ExcelImportIssue[];
  badRows: number;
  flags: ExcelImportFlag[];
  validation: ImportValidation<unknown, unknown>;
}> {
  const validation = (await template.validate(db, read.rows, now)) as ImportValidation<unknown, unknown>;
  const columns = template.columns as Record<string, ImportColumn<unknown>>;
  const locate = (i: { row: number; column: string; reason: string }): ExcelImportIssue => {
    const where = read.located.get(i.column);
    return {
      row: i.row,
      column: where?.letter ?? '—',
      header: where?.header ?? columns[i.column]?.header ?? i.column,
      reason: i.reason,
    };
  };
  const repeats = repeatedRows(template, read.rows);
  const refused = template.identity.repeats === 'refuse' ? repeats : [];
  const key = (c: string) => (c === '—' ? 'ZZZZ' : c.padStart(4, ' '));
  const bySheet = (a: ExcelImportIssue, b: ExcelImportIssue) =>
    a.row - b.row || key(a.column).localeCompare(key(b.column));
  const issues = [...read.issues, ...[...validation.issues, ...refused].map(locate)].sort(bySheet);
  const flags: ExcelImportFlag[] = [
    ...(template.identity.repeats === 'confirm' ? repeats : []).map((r) => ({
      ...locate(r),
      kind: 'REPEATED_ROW' as const,
    })),
    ...(validation.flags ?? []).map((f) => ({ ...locate(f), kind: f.kind })),
  ].sort(bySheet);
  // The header's problems make the file not the template's; they are no data row's.
  const badRows = new Set(issues.filter((i) => i.row > 1).map((i) => i.row)).size;
  return { issues, badRows, flags, validation };
}

/** The 400 of a file with problems: the header's first when it is not the template's. */
export function problemsError(issues: ExcelImportIssue[], badRows: number): DomainError {
  const header = issues.filter((i) => i.row === 1);
  const errors = issues.map((i) => ({
    field:
      i.row === 1
        ? `Encabezado, columna ${i.column} (${i.header})`
        : `Fila ${i.row}, columna ${i.column} (${i.header})`,
    message: i.reason,
  }));
  if (header.length > 0)
    return new DomainError(
      'VALIDATION_ERROR',
      `${excelImportMessages.badHeader}: ${header.map((i) => i.reason).join(' ')} No se aplicó nada.`,
      errors,
    );
  const first = issues[0];
  return new DomainError(
    'VALIDATION_ERROR',
    `El archivo tiene ${badRows === 1 ? '1 fila' : `${badRows} filas`} con errores; no se aplicó nada. Primera: fila ${first?.row}, columna ${first?.column} (${first?.header}): ${first?.reason}`,
    errors,
  );
}

/**
 * The confirmations an apply carries (the multipart `confirmations` field, JSON `[{row, reason}]`),
 * checked against the rows the check flags now: every flagged row needs one with its reason, or
 * nothing is applied. A confirmation of a row not flagged confirms nothing and is not kept.
 */
export function confirmedFlags(
  flags: ExcelImportFlag[],
  field: string | undefined,
): Array<{ row: number; reason: string; flags: string[] }> {
  let confirmations: ExcelImportConfirmation[] = [];
  if (field !== undefined && field.trim() !== '') {
    let json: unknown;
    try {
      json = JSON.parse(field);
    } catch {
      json = undefined;
    }
    const parsed = excelImportConfirmations.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const reasonIssue = issue?.path.at(-1) === 'reason';
      const row = reasonIssue ? (json as Array<{ row?: unknown }>)[Number(issue?.path[0])]?.row : undefined;
      const message = reasonIssue && issue ? issue.message : excelImportMessages.confirmationsUnreadable;
      throw new DomainError(
        'VALIDATION_ERROR',
        row !== undefined ? `Fila ${String(row)}: ${message}` : message,
        [{ field: 'body.confirmations', message }],
      );
    }
    confirmations = parsed.data;
  }
  const reasonOf = new Map(confirmations.map((c) => [c.row, c.reason]));
  const flagged = [...new Set(flags.map((f) => f.row))];
  const missing = flagged.filter((row) => !reasonOf.has(row));
  if (missing.length > 0) {
    const first = flags.find((f) => f.row === missing[0]);
    throw new DomainError(
      'VALIDATION_ERROR',
      `${missing.length === 1 ? 'La fila' : 'Las filas'} ${missing.join(', ')} ${missing.length === 1 ? 'necesita' : 'necesitan'} tu confirmación de que es una operación distinta, con su motivo; no se aplicó nada. Fila ${first?.row}: ${first?.reason}`,
      flags
        .filter((f) => missing.includes(f.row))
        .map((f) => ({ field: `Fila ${f.row}, columna ${f.column} (${f.header})`, message: f.reason })),
    );
  }
  return flagged.map((row) => ({
    row,
    reason: reasonOf.get(row)!,
    flags: flags.filter((f) => f.row === row).map((f) => f.reason),
  }));
}
