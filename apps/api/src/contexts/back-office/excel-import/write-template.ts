import type ExcelJS from 'exceljs';
import { EXCEL_IMPORT_MAX_ROWS } from '@invierte/domain';
import { columnLetter, type AnyExcelImportTemplate, type ImportColumn } from './define-template.ts';

/** exceljs 4 keeps range validations on the sheet (one rule per range) but leaves them out of its types. */
const validationsOf = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } })
    .dataValidations;

/**
 * The template to fill, as .xlsx bytes: the data sheet (headers, required ones ending in " *",
 * each with its note; drop-downs from `lists` and date/decimal checks on the first 5,000 rows), the
 * "Instrucciones" sheet (rules, each column explained, an example row) and a hidden "Listas" sheet
 * the drop-downs read. Small and built on the request thread: no user data goes into it.
 */
export async function writeImportTemplate(
  template: AnyExcelImportTemplate,
  lists: Record<string, string[] | undefined>,
  now: Date,
): Promise<Buffer> {
  // Loaded with the first template, not at start: ExcelJS is about 30 MiB resident.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Invierte';
  workbook.created = now;
  const columns = Object.entries(template.columns) as Array<[string, ImportColumn<unknown>]>;
  const maxRows = template.maxRows ?? EXCEL_IMPORT_MAX_ROWS;
  // The rows of the data sheet that carry validations (the header is row 1).
  const VALIDATED_ROWS = maxRows + 1;

  const sheet = workbook.addWorksheet(template.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const help = workbook.addWorksheet('Instrucciones');
  const listSheet = workbook.addWorksheet('Listas', { state: 'hidden' });

  sheet.columns = columns.map(([key, c]) => ({
    key,
    header: c.required ? `${c.header} *` : c.header,
    width: c.width ?? Math.max(14, c.header.length + 4),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0B5CAD' } };
  columns.forEach(([, c], i) => {
    header.getCell(i + 1).note = c.note;
  });

  let listColumn = 0;
  columns.forEach(([key, c], i) => {
    const letter = columnLetter(i);
    const range = `${letter}2:${letter}${VALIDATED_ROWS}`;
    const values = lists[key];
    if (values && values.length > 0) {
      const listLetter = columnLetter(listColumn++);
      listSheet.getCell(`${listLetter}1`).value = c.header;
      values.forEach((v, n) => {
        listSheet.getCell(`${listLetter}${n + 2}`).value = v;
      });
      validationsOf(sheet).add(range, {
        type: 'list',
        allowBlank: !c.required,
        formulae: [`Listas!$${listLetter}$2:$${listLetter}$${values.length + 1}`],
        showErrorMessage: true,
        errorTitle: c.header,
        error: `Elige un valor de la lista de «${c.header}».`,
      });
    } else if (c.validation === 'date') {
      validationsOf(sheet).add(range, {
        type: 'date',
        operator: 'greaterThan',
        allowBlank: !c.required,
        formulae: [new Date(Date.UTC(2000, 0, 1))],
        showErrorMessage: true,
        errorTitle: c.header,
        error: 'Escribe una fecha (DD/MM/AAAA).',
      });
    } else if (c.validation === 'decimal' || c.validation === 'whole') {
      validationsOf(sheet).add(range, {
        type: c.validation,
        operator: 'greaterThan',
        allowBlank: !c.required,
        formulae: [0],
        showErrorMessage: true,
        errorTitle: c.header,
        error: 'Escribe un número mayor que cero.',
      });
    }
    if (c.validation === 'date')
      for (let r = 2; r <= 201; r++) sheet.getCell(`${letter}${r}`).numFmt = 'dd/mm/yyyy';
  });

  help.columns = [
    { key: 'a', width: 34 },
    { key: 'b', width: 90 },
  ];
  help.addRow([template.title]).font = { bold: true, size: 14 };
  help.addRow([]);
  for (const line of template.instructions) help.addRow(['', line]);
  help.addRow([
    '',
    `Completa la hoja «${template.sheetName}» desde la fila 2, una fila por registro, hasta ${maxRows.toLocaleString('es-PE')} filas. Las columnas con * son obligatorias. No cambies los encabezados.`,
  ]);
  help.addRow([
    '',
    'Primero se revisa todo el archivo y se muestran todas las filas con errores sin guardar nada; solo un archivo sin errores se aplica, de una sola vez. El mismo archivo no se puede aplicar dos veces.',
  ]);
  help.addRow([]);
  help.addRow(['Columna', 'Qué escribir']).font = { bold: true };
  for (const [, c] of columns) help.addRow([`${c.header}${c.required ? ' *' : ''}`, c.note]);
  help.addRow([]);
  help.addRow(['Ejemplo de fila']).font = { bold: true };
  const exampleHeader = help.addRow(columns.map(([, c]) => c.header));
  exampleHeader.font = { bold: true };
  const example = help.addRow(columns.map(([, c]) => c.example));
  columns.forEach(([, c], i) => {
    if (c.example instanceof Date) example.getCell(i + 1).numFmt = 'dd/mm/yyyy';
  });
  help.getColumn(2).alignment = { wrapText: true, vertical: 'top' };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
