import {
  currencySymbols,
  type DocumentType,
  documentTypeLabels,
  formatCurrency,
  formatPercent,
  formatQuotas,
  formatQuotaValue,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { PortfolioDocumentKind, StatementData } from './statement-data.ts';
import { longDay } from '../../../shared/lima-text.ts';
import { pdfFont, type PdfDoc } from '../../../shared/pdf-document.ts';
import { renderInvestorDocument } from './document-layout.ts';

/**
 * Two of the portfolio documents of requirements R7 (investment report, participation certificate) as
 * PDF, from the investor's own figures, in the layout every investor document shares
 * (document-layout.ts; the account statement is period-statement-pdf.ts). Runs on a work-pool thread
 * (decision 0011).
 */

const titles: Record<PortfolioDocumentKind, string> = {
  ACCOUNT_STATE: 'Estado de cuenta',
  INVESTMENT_REPORT: 'Reporte de inversión',
  CERTIFICATE: 'Certificado de participación',
};
const date = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

export function renderPortfolioDocument(data: StatementData): Promise<Uint8Array> {
  const title = titles[data.kind];
  const documentType =
    documentTypeLabels[data.investor.documentType as DocumentType] ?? data.investor.documentType;
  const row = (doc: PdfDoc, label: string, value: string) =>
    doc
      .font(pdfFont.bold)
      .fontSize(10)
      .text(`${label}: `, { continued: true })
      .font(pdfFont.regular)
      .text(value);
  return renderInvestorDocument(
    { title, scope: `Al ${longDay(data.today)}`, generatedAt: data.generatedAt, issuer: data.issuer },
    (doc) => {
      row(doc, 'Partícipe', data.investor.name);
      row(doc, 'Documento', `${documentType} N.°\u00a0${data.investor.documentNumber}`);
      row(doc, 'Correo', data.investor.email);

      if (data.kind === 'CERTIFICATE') {
        doc.moveDown().font(pdfFont.regular).fontSize(11);
        doc.text(
          `Certificamos que ${data.investor.name}, con ${documentType} ${data.investor.documentNumber}, es partícipe de los siguientes fondos al ${longDay(data.today)}:`,
        );
        for (const f of data.funds) {
          doc
            .moveDown(0.5)
            .font(pdfFont.bold)
            .text(`${f.productName} (${f.code})`)
            .font(pdfFont.regular)
            .text(
              `${formatQuotas(f.quotas)} cuotas de participación` +
                (f.quotaValue && f.value
                  ? `, valorizadas en ${formatCurrency(f.value, f.currency)} al valor cuota de ${formatQuotaValue(f.quotaValue, currencySymbols[f.currency])} del ${longDay(f.quotaValueDate ?? data.today)}.`
                  : '.'),
            );
        }
        doc
          .moveDown()
          .fontSize(9)
          .fillColor('#555555')
          .text(
            `Este certificado se emite a solicitud del partícipe y refleja el registro de partícipes que lleva ${data.issuer.name} a la fecha indicada.`,
          )
          .fillColor('black');
        return;
      }

      for (const f of data.funds) {
        doc.moveDown().font(pdfFont.bold).fontSize(13).text(`${f.productName} · ${f.code}`).moveDown(0.3);
        row(doc, 'Cuotas', formatQuotas(f.quotas));
        if (new Decimal(f.reservedQuotas).gt(0))
          row(doc, 'Cuotas en solicitudes de rescate', formatQuotas(f.reservedQuotas));
        if (f.quotaValue)
          row(
            doc,
            `Valor cuota del ${date(f.quotaValueDate ?? data.today)}`,
            `${formatQuotaValue(f.quotaValue, currencySymbols[f.currency])}`,
          );
        if (f.value) row(doc, 'Valor de la inversión', formatCurrency(f.value, f.currency));
        row(doc, 'Total suscrito', formatCurrency(f.subscribed, f.currency));
        row(doc, 'Total rescatado', formatCurrency(f.rescued, f.currency));
        row(doc, 'Capital invertido', formatCurrency(f.invested, f.currency));
        if (f.gain) {
          row(doc, 'Resultado (valor + rescatado − suscrito)', formatCurrency(f.gain, f.currency));
          if (f.gainPercent) row(doc, 'Rentabilidad acumulada', formatPercent(f.gainPercent));
        }
        row(doc, 'Rentabilidad anual (TIR)', f.annualReturn ? formatPercent(f.annualReturn) : '—');
      }
    },
  );
}
