import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

/**
 * Every PDF the product writes starts here, so all of them embed the same fonts. pdfkit's built-in
 * Helvetica only covers WinAnsi: a minus sign (U+2212) or any character outside it came out as a
 * stray glyph ("valor + rescatado " suscrito"). DejaVu (from the dejavu-fonts-ttf package, free to
 * redistribute) covers Latin-1, general punctuation, the minus, dashes, quotes and the ellipsis; pdfkit
 * embeds only the glyphs a document uses. Each font is read and parsed once per thread, on the first
 * document, and shared by every document after it (pdfkit takes a parsed font as a source, keeps its
 * own subset per document and only reads the font). Measured in CPU time for a page of justified
 * text: ~15 ms (Helvetica took ~10), the first one on a thread ~130 ms (Helvetica ~50).
 */

export type PdfDoc = InstanceType<typeof PDFDocument>;
type FontSource = NonNullable<Parameters<PdfDoc['registerFont']>[1]>;

/** The names a generator passes to `doc.font(...)`. */
export const pdfFont = { regular: 'Regular', bold: 'Bold', mono: 'Mono' } as const;

const fontFiles: Record<keyof typeof pdfFont, string> = {
  regular: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
  mono: 'DejaVuSansMono.ttf',
};

const require = createRequire(import.meta.url);

/**
 * The font without its OpenType layout tables (GSUB, GPOS), so fontkit lays text out by the character
 * map and the plain kerning table. DejaVu's tables serve many scripts: with them a page took ~23 ms
 * and a thread's first ~205 ms. Spanish text needs none of them: accented letters, quotes and dashes
 * are glyphs of their own.
 */
const withoutLayoutTables = (font: object): FontSource =>
  new Proxy(font, {
    get: (target, key, receiver) =>
      key === 'GSUB' || key === 'GPOS' ? undefined : Reflect.get(target, key, receiver),
  }) as FontSource;

let loaded: Record<keyof typeof pdfFont, FontSource> | undefined;
function fonts() {
  if (loaded) return loaded;
  // pdfkit's own font engine; it ships no type declarations, and only `create` is used here.
  const fontkit = require('fontkit') as { create(bytes: Uint8Array): object };
  loaded = Object.fromEntries(
    Object.entries(fontFiles).map(([key, file]) => [
      key,
      withoutLayoutTables(fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)))),
    ]),
  ) as Record<keyof typeof pdfFont, FontSource>;
  return loaded;
}

/**
 * Writes one PDF with the product's fonts registered and the regular one selected, and resolves with
 * its bytes.
 */
export async function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  write: (doc: PdfDoc) => void,
): Promise<Uint8Array> {
  // Loaded on the first document: PDFs are drawn on the work pool's threads, so the API's own
  // thread never holds pdfkit and fontkit (about 45 MiB resident).
  const { default: PDFDocument } = await import('pdfkit');
  const parsed = fonts();
  return new Promise((resolve, reject) => {
    // No default font: pdfkit would otherwise add Helvetica to every file even when it is never used.
    const doc = new PDFDocument({ ...options, font: null as unknown as string });
    for (const key of Object.keys(pdfFont) as Array<keyof typeof pdfFont>)
      doc.registerFont(pdfFont[key], parsed[key]);
    doc.font(pdfFont.regular);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    write(doc);
    doc.end();
  });
}
