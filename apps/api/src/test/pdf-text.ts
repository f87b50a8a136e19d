import { formatMoney } from '@invierte/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

/** A day in Spanish words, as every product PDF writes dates: "28 de noviembre de 2026". */
export const spanishDate =
  /\d{1,2} de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre) de \d{4}/;

/** The text a reader copies out of a PDF, on one line (pdf.js, through unpdf). */
export async function pdfTextOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** An amount as `pdfTextOf` reads it back: the no-break space after its symbol is one plain space. */
export const pdfMoney = (value: string, symbol: string) =>
  formatMoney(value, { symbol }).replace('\u00a0', ' ');

/**
 * What no product PDF may print: a word written twice in a row ("cuenta cuenta"), a raw country or
 * ubigeo code, an ISO date, an enumeration key, or a value the code failed to fill.
 */
export function expectReadableDocument(text: string) {
  expect(text).not.toMatch(/\b([a-záéíóúñ]{2,}) \1\b/i);
  expect(text).not.toMatch(/\bPER\b/);
  expect(text).not.toMatch(/(?<![\w.,])\d{6}(?![\w.,])/);
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(text).not.toMatch(/\b[A-Z]{2,}_[A-Z_]+\b/);
  expect(text).not.toMatch(/undefined|null|NaN|\[object Object\]/);
}
