import ExcelJS from 'exceljs';
import { nextIp } from './accounts.ts';
import { multipart } from './images.ts';
import type { TestApp } from './test-app.ts';

export type SheetCell = string | number | Date | null;

/** A real .xlsx with one sheet: a header row and the given rows. */
export async function xlsxOf(sheetName: string, headers: string[], rows: SheetCell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Calls of an Excel import as one user (or a guest): the upload of a file, and plain reads. The app
 * is asked for at each call (tests create it in `beforeAll`).
 */
export function importCalls(app: () => TestApp, fileName: string) {
  const authorization = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    /** `confirmations`, when given, goes as the apply's field of that name (JSON). */
    send(
      token: string | undefined,
      url: string,
      bytes: Buffer,
      confirmations?: Array<{ row: number; reason: string }>,
    ) {
      const fields: Record<string, string> = confirmations
        ? { confirmations: JSON.stringify(confirmations) }
        : {};
      const body = multipart(fields, [
        {
          name: 'file',
          filename: fileName,
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          bytes,
        },
      ]);
      return app().app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { 'content-type': body.contentType, ...authorization(token) },
        remoteAddress: nextIp(),
      });
    },
    get: (token: string | undefined, url: string) =>
      app().app.inject({ method: 'GET', url, headers: authorization(token), remoteAddress: nextIp() }),
  };
}
