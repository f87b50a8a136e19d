import { describe, expect, it } from 'vitest';
import { pdfTextOf } from '../test/pdf-text.ts';
import { pdfFont, renderPdf } from './pdf-document.ts';

/** Characters the documents print that pdfkit's standard fonts (WinAnsi) do not all have. */
const sample =
  'Resultado (valor + rescatado \u2212 suscrito): -S/ 1,234.56 y -$ 7.89 \u2013 «Reglamento» “citas” ‘a’ … ' +
  'Ñandú, Áncash, Apurímac, pingüino, N.°\u00a0123, 15 % ¿sí? ¡no! € ·';

describe('the fonts every product PDF embeds', () => {
  it('print the minus sign, dashes, quotes, ellipsis, accents and currency signs, and read back the same', async () => {
    const bytes = await renderPdf({ size: 'A4' }, (doc) => {
      doc.font(pdfFont.bold).text('Título');
      doc.font(pdfFont.regular).text(sample);
      doc.font(pdfFont.mono).text('SHA-256: 0123456789abcdef');
    });
    const text = await pdfTextOf(bytes);
    expect(text).toContain(sample.replace(/\s+/g, ' '));
    expect(text).toContain('SHA-256: 0123456789abcdef');
    const raw = Buffer.from(bytes).toString('latin1');
    const embedded = new Set(raw.match(/\/BaseFont \/[A-Z]{6}\+DejaVu[\w-]+/g)?.map((f) => f.slice(18)));
    expect([...embedded].sort()).toEqual([
      'DejaVuSansCondensed',
      'DejaVuSansCondensed-Bold',
      'DejaVuSansMono',
    ]);
    expect(raw).not.toMatch(/Helvetica|Times-Roman|Courier/);
  });

  it('keeps documents written at the same time apart although they share the parsed fonts', async () => {
    const texts = ['Primero − 1 … «uno»', 'Segundo – 2 ‘dos’', 'Tercero ¿3? ¡tres!'];
    const pdfs = await Promise.all(
      texts.map((t) =>
        renderPdf({ size: 'A5' }, (doc) => {
          for (let i = 0; i < 30; i++) doc.text(`${t} ${i}`);
        }),
      ),
    );
    for (const [i, pdf] of pdfs.entries()) {
      const text = await pdfTextOf(pdf);
      expect(text).toContain(`${texts[i]} 29`);
      for (const [j, other] of texts.entries()) if (j !== i) expect(text).not.toContain(other);
    }
  });
});
