import type ExcelJS from 'exceljs';

/**
 * The style objects (ExcelJS) a sheet's plain data rows and their cells are given: one per number
 * format (and per kind of value where there is none, as ExcelJS then picks the format by it), shared
 * by every cell that has it. ExcelJS finds a style's number in the file by the object's identity
 * first, and otherwise writes the style out as XML to look it up: a style of its own in every cell
 * cost one such rendering a cell, most of what a 10,000-row report allocated (about 40 KB a row). The
 * file is the same. Only for rows nothing restyles: a font set on such a row would change them all.
 */
export function sharedStyles() {
  const known = new Map<string, Partial<ExcelJS.Style>>();
  const plainRow: Partial<ExcelJS.Style> = {};
  const styleOf = (key: string, style: Partial<ExcelJS.Style>) => {
    let found = known.get(key);
    if (!found) known.set(key, (found = style));
    return found;
  };
  return {
    /** Gives a data row the one plain row style (its typings omit a row's own style). */
    shareRowStyle(row: ExcelJS.Row) {
      (row as unknown as { style: Partial<ExcelJS.Style> }).style = plainRow;
    },
    of(numFmt: string | undefined, value: ExcelJS.CellValue): Partial<ExcelJS.Style> {
      if (numFmt) return styleOf(`format ${numFmt}`, { numFmt });
      const kind = typeof value === 'number' ? 'number' : value instanceof Date ? 'date' : 'other';
      return styleOf(kind, {});
    },
  };
}
