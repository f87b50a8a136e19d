import type { AppConfig } from '../../../config.ts';
import { limaLongDateTime } from '../../../shared/lima-text.ts';
import { pdfFont, renderPdf, type PdfDoc } from '../../../shared/pdf-document.ts';

/**
 * The one layout of every document an investor keeps (the period statement, the investment report,
 * the participation certificate): the brand's mark and the document's title on top of every page with
 * its period or date, the fund manager's identity under the title, the legal notice at the end, and on
 * every page's foot the manager's name and RUC, the generation time in Lima and "Página i de N"
 * (docs/decisions/0038-investor-documents.md).
 */

/** Who issues the document: the fund manager, its regulator and custodian (config.ts, FUND_*). */
export interface FundIssuer {
  name: string;
  ruc: string;
  address: string;
  regulator: string;
  custodian: string | null;
}

export const issuerOf = (config: Pick<AppConfig, 'fundManager'>): FundIssuer => ({
  name: config.fundManager.name,
  ruc: config.fundManager.ruc,
  address: config.fundManager.address,
  regulator: config.fundManager.regulator,
  custodian: config.fundManager.custodian ?? null,
});

/** The notice every investor document ends with (the same words as the contract's risks clause). */
export const legalNotice = (issuer: FundIssuer) => [
  'El valor cuota es variable: el valor de tus cuotas puede subir o bajar, y puedes recibir menos de lo invertido.',
  'Las rentabilidades pasadas no garantizan rentabilidades futuras; el fondo no promete una tasa fija.',
  'El fondo puede recomprar cuotas cada trimestre hasta por el 15 % de su capital, por lo que un rescate puede atenderse en más de un trimestre.',
  `La supervisión de la ${issuer.regulator} no implica que recomiende el fondo.`,
];

export const PAGE = { width: 595.28, height: 841.89, margin: 50, top: 84, bottom: 78 } as const;
const BRAND = '#0b5cab';
const GREY = '#555555';

/** The brand's mark (the web's icon: a rising line on a blue rounded square) and its name. */
function brandMark(doc: PdfDoc, x: number, y: number, size: number) {
  const k = size / 24;
  doc
    .save()
    .roundedRect(x, y, size, size, 5 * k)
    .fill(BRAND);
  doc
    .moveTo(x + 4 * k, y + 16.5 * k)
    .lineTo(x + 9 * k, y + 11.5 * k)
    .lineTo(x + 12.5 * k, y + 15 * k)
    .lineTo(x + 20 * k, y + 7.5 * k)
    .lineWidth(2.2 * k)
    .lineCap('round')
    .lineJoin('round')
    .stroke('#ffffff')
    .restore();
  doc
    .font(pdfFont.bold)
    .fontSize(size * 0.62)
    .fillColor(BRAND)
    .text('Invierte', x + size + 6, y + size * 0.14, { lineBreak: false })
    .fillColor('black');
}

export interface InvestorDocument {
  title: string;
  /** What the document covers, printed on every page: "Periodo: del … al …", "Al 28 de noviembre de 2026". */
  scope: string;
  generatedAt: string;
  issuer: FundIssuer;
}

/** Writes `text` at (x, y) without letting pdfkit open a page for it (headers and feet sit in the margins). */
function stamp(doc: PdfDoc, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.text(text, x, y, { lineBreak: false, ...options });
  doc.page.margins.bottom = bottom;
}

/**
 * Renders one investor document: `body` writes its content from the top of the first page's text
 * area (opening pages as it needs); the layout adds the identity, the notice and every page's band.
 */
export function renderInvestorDocument(
  d: InvestorDocument,
  body: (doc: PdfDoc) => void,
): Promise<Uint8Array> {
  return renderPdf(
    {
      size: 'A4',
      bufferPages: true,
      margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.margin, right: PAGE.margin },
      info: { Title: d.title, Author: d.issuer.name },
    },
    (doc) => {
      const width = PAGE.width - 2 * PAGE.margin;
      doc.font(pdfFont.bold).fontSize(20).text(d.title);
      doc.font(pdfFont.regular).fontSize(10).text(d.scope).moveDown(0.4);
      doc
        .fontSize(8.5)
        .fillColor(GREY)
        .text(
          `${d.issuer.name} · RUC ${d.issuer.ruc} · ${d.issuer.address.replace(/\.$/, '')}. ` +
            `Supervisada por la ${d.issuer.regulator}.` +
            (d.issuer.custodian ? ` Custodio de los activos: ${d.issuer.custodian.replace(/\.$/, '')}.` : ''),
          { width },
        )
        .fillColor('black')
        .moveDown(0.8);
      body(doc);

      // The notice, kept whole on one page.
      doc.x = PAGE.margin;
      const notice = legalNotice(d.issuer).join(' ');
      doc.font(pdfFont.regular).fontSize(8.5);
      const needed = doc.heightOfString(notice, { width }) + 30;
      if (doc.y + needed > PAGE.height - PAGE.bottom) doc.addPage();
      doc.moveDown(1.2).font(pdfFont.bold).fontSize(9).text('Aviso importante', { width });
      doc.font(pdfFont.regular).fontSize(8.5).fillColor(GREY).text(notice, { width, align: 'justify' });
      doc.fillColor('black');

      const range = doc.bufferedPageRange();
      const generated = `Generado el ${limaLongDateTime(d.generatedAt)} (hora de Lima)`;
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        brandMark(doc, PAGE.margin, 30, 20);
        doc.font(pdfFont.regular).fontSize(8.5).fillColor(GREY);
        stamp(doc, `${d.title} · ${d.scope}`, PAGE.margin, 36, { width, align: 'right' });
        doc
          .moveTo(PAGE.margin, 58)
          .lineTo(PAGE.width - PAGE.margin, 58)
          .lineWidth(0.5)
          .stroke('#cccccc');
        const foot = PAGE.height - 56;
        doc
          .moveTo(PAGE.margin, foot - 6)
          .lineTo(PAGE.width - PAGE.margin, foot - 6)
          .stroke('#cccccc');
        doc.font(pdfFont.regular).fontSize(8).fillColor(GREY);
        stamp(doc, `${d.issuer.name} · RUC ${d.issuer.ruc}`, PAGE.margin, foot, { width });
        stamp(doc, `Página ${i - range.start + 1} de ${range.count}`, PAGE.margin, foot, {
          width,
          align: 'right',
        });
        stamp(doc, generated, PAGE.margin, foot + 11, { width });
        doc.fillColor('black');
      }
    },
  );
}
