/**
 * # Two-phase Excel imports
 *
 * A back-office file (investments, movements, products, charts…) is declared once as an
 * `ExcelImportTemplate` and gets, from `excelImportRoutes`, four calls under its base path, each
 * declared in packages/domain src/endpoints/back-office.ts (template, check, apply and the history):
 *
 * - `GET  {base}/template` — the .xlsx to fill: one sheet with the headers (required ones marked
 *   with `*`), notes and data validations (lists, dates, decimals), an "Instrucciones" sheet with
 *   the rules and an example row, and a hidden "Listas" sheet feeding the drop-downs.
 * - `POST {base}/check` — phase 1 (multipart, one `file`): the file is checked by content (a real
 *   .xlsx, ≤ 5 MB, ≤ 5,000 data rows; read on the work pool, decision 0011), its header against the
 *   template's, every cell by its column's parser, then `validate` looks the rows up in the database
 *   — with whatever cells of a row did parse, so a row with two faults shows both. The answer lists
 *   EVERY problem with its row, column letter, header and Spanish reason, and apart from them the
 *   rows to confirm (flags): a row identical to an earlier one in the template's `identity` columns
 *   (named by the framework: "Fila repetida: igual a la fila 2"), and what `validate` flags — a row
 *   matching an operation already posted, an unusual change. Nothing is written.
 * - `POST {base}/apply` — phase 2, the same file, plus a `confirmations` field (JSON
 *   `[{row, reason}]`): the whole check runs again inside one transaction; any problem → 400 with
 *   the problems and nothing written; a flagged row without its confirmation and reason → 400 naming
 *   it. Else the `excel_imports` row (template, SHA-256 of the rows, who, when, rows, the
 *   confirmations with what each confirmed), `apply`'s writes and one audit row carrying the same
 *   confirmations, all in that transaction. A file whose SHA-256 was already applied to the template
 *   → 409 naming when and by whom (in both phases).
 *
 * To declare one (see contexts/back-office/admin-portfolio/investments-template.ts):
 *
 * ```ts
 * export const fooTemplate: ExcelImportTemplate<FooValues, FooPlan> = {
 *   code: 'foo',                          // excel_imports.template; never change once used
 *   title: 'Foos', sheetName: 'Foos', fileName: 'plantilla-foos.xlsx',
 *   auditAction: 'foo.import',
 *   columns: {                            // object order = column order
 *     code: { header: 'Código', required: true, parse: cells.text({ max: 20 }), example: 'F-1' },
 *     amount: { header: 'Monto', required: true, parse: cells.decimal({ scale: 2 }), example: 1500 },
 *   },
 *   identity: { columns: ['code'], repeats: 'refuse' },  // what makes two rows one operation
 *   instructions: ['Una fila por foo.'],
 *   lists: async (db) => ({ code: ['F-1', 'F-2'] }),  // optional drop-downs
 *   validate: async (db, rows) => ({ issues: [...], plan, summary: [...] }),
 *   apply: async (tx, plan, meta) => ({ summary }),     // inside the import's transaction
 * };
 * ```
 *
 * and its four calls are declared with the `excelImport(title)` helper of the back-office
 * declarations, then registered with `excelImportRoutes(ctx, { endpoints, template })`.
 *
 * `validate` receives every data row in sheet order with the values that parsed (`Partial<FooValues>`;
 * a cell that did not parse is already reported and simply absent), runs each lookup it can on them,
 * and returns issues by row number and column key (it may check across rows: a running balance),
 * and `flags` for rows the operator must confirm. Only a file without issues is applied, so `plan`
 * needs to hold only complete rows. `apply` must write through the module's own functions (the
 * ledger's, for money) and throw to refuse.
 */
import type { ExcelImportSummaryLine } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import type { RawCell } from './read-sheet.ts';

export type CellResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Parses one non-empty cell; an empty cell never reaches it (required → "Falta este dato"). */
export type CellParser<T> = (raw: Exclude<RawCell, null>) => CellResult<T>;

export interface ImportColumn<T> {
  /** The header the sheet carries (Spanish); matched without regard to case, accents or `*`. */
  header: string;
  required: boolean;
  parse: CellParser<T>;
  /** The example row's value on the instructions sheet. */
  example: string | number | Date;
  /** What goes in the cell, shown as the header's note and on the instructions sheet. */
  note: string;
  /** Sheet column width in characters. */
  width?: number;
  /** How Excel should check the cell as it is typed (lists come from `lists`). */
  validation?: 'date' | 'decimal' | 'whole';
}

export type ImportColumns<V> = { [K in keyof V & string]: ImportColumn<Exclude<V[K], undefined>> };

export interface ImportRow<V> {
  /** The sheet's row number (the header is row 1). */
  row: number;
  /** The cells that parsed; a cell that did not (already reported) or that is empty is absent. */
  values: Partial<V>;
  /** Every cell parsed and every required one is there: `values` is all the row says. */
  complete: boolean;
}

/** The row's values when the given columns all parsed, typed as present; else null. */
export function whenParsed<V, K extends keyof V>(
  values: Partial<V>,
  ...keys: K[]
): (Partial<V> & { [P in K]-?: Exclude<V[P], undefined> }) | null {
  return keys.every((k) => values[k] !== undefined)
    ? (values as Partial<V> & { [P in K]-?: Exclude<V[P], undefined> })
    : null;
}

export interface TemplateIssue<V> {
  row: number;
  column: keyof V & string;
  reason: string;
}

/** Why a row asks the operator's explicit confirmation before the file is applied. */
export type ImportFlagKind = 'REPEATED_ROW' | 'ALREADY_POSTED' | 'UNUSUAL_CHANGE';

export interface TemplateFlag<V> extends TemplateIssue<V> {
  /** REPEATED_ROW from a template: rows only its own reading shows to be one (an investor by document and by e-mail). */
  kind: ImportFlagKind;
}

export interface ImportValidation<V, P> {
  issues: TemplateIssue<V>[];
  /**
   * Rows that are valid but may be a mistake (already posted, an unusual change): applied only when
   * the operator confirms each, with a reason. They stay in `plan`.
   */
  flags?: TemplateFlag<V>[];
  plan: P;
  summary: ExcelImportSummaryLine[];
}

export interface ApplyMeta {
  /** The flagged rows the operator confirmed as distinct operations, with the reason given. */
  confirmations: ReadonlyArray<{ row: number; reason: string }>;
  /** The app, for a row's use case that needs more than the transaction (an e-mail it queues). */
  ctx: AppContext;
  importId: string;
  actorUserId: string;
  /** Where the file came from, for a template whose rows run a use case that records its own audit entry. */
  client: ClientInfo;
  at: Date;
}

export interface ApplyResult {
  /** What was done, in words (stored on the import row and in the audit row). */
  summary: ExcelImportSummaryLine[];
  /** Runs once the transaction committed (forget cached sessions of users whose profile changed). */
  afterCommit?: (ctx: AppContext) => Promise<void>;
}

export interface ExcelImportTemplate<V, P> {
  code: string;
  title: string;
  sheetName: string;
  fileName: string;
  /** The audit log's action for an applied file (`portfolio.import.investments`). */
  auditAction: string;
  columns: ImportColumns<V>;
  /** The most data rows one file may carry (default EXCEL_IMPORT_MAX_ROWS): what one transaction applies in a few seconds. */
  maxRows?: number;
  /**
   * The columns that together identify one operation: a row equal to an earlier one in all of them
   * (text compared without case or accents) is named by the framework. `refuse` when two such rows
   * cannot both apply (one value per fund and day); `confirm` when they may truly be two
   * operations (two equal investments on one day), which the operator then confirms.
   */
  identity: { columns: ReadonlyArray<keyof V & string>; repeats: 'confirm' | 'refuse' };
  instructions: readonly string[];
  lists?: (db: Db) => Promise<Partial<Record<keyof V & string, string[]>>>;
  validate: (db: Db, rows: ImportRow<V>[], now: Date) => Promise<ImportValidation<V, P>>;
  apply: (tx: Db, plan: P, meta: ApplyMeta) => Promise<ApplyResult>;
}

/** Identity helper that keeps a template's value type when it is declared as a constant. */
export const defineExcelImport = <V, P>(template: ExcelImportTemplate<V, P>) => template;

/** A (possibly) any-typed template for code that only moves files around. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyExcelImportTemplate = ExcelImportTemplate<any, any>;

/** 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}
