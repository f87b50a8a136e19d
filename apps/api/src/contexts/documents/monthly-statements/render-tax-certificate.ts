import {
  currencyWords,
  type DocumentType,
  documentTypeLabels,
  formatCurrency,
  formatPercent,
} from '@invierte/domain';
import { pdfFont } from '../../../shared/pdf-document.ts';
import { renderInvestorDocument } from '../statements/document-layout.ts';
import type { TaxCertificateDocument } from './tax-certificate-data.ts';

/**
 * The annual certificate of income from rescues and tax withheld as PDF (docs/business-rules.md,
 * "Monthly statements and the tax certificate"), in the layout of every investor document (the
 * fund's identity, the notice, numbered pages): who certifies, for whom, and per fund and currency the rescues, what they paid, their average cost, the
 * income and the tax at the fund's rate, with totals per currency. Runs on a work-pool thread.
 */
export function renderTaxCertificate(data: TaxCertificateDocument): Promise<Uint8Array> {
  const { certificate, investor, issuer } = data;
  const title = `Certificado de rentas y retenciones ${certificate.year}`;
  const documentType = documentTypeLabels[investor.documentType as DocumentType] ?? investor.documentType;
  const scope = `Ejercicio ${certificate.year}`;
  return renderInvestorDocument({ title, scope, generatedAt: data.generatedAt, issuer }, (doc) => {
    const row = (label: string, value: string) =>
      doc
        .font(pdfFont.bold)
        .fontSize(10)
        .text(`${label}: `, { continued: true })
        .font(pdfFont.regular)
        .text(value);
    row('Partícipe', investor.name);
    row('Documento', `${documentType} N.°\u00a0${investor.documentNumber}`);
    row('Ejercicio', `1 de enero al 31 de diciembre de ${certificate.year}`);
    doc
      .moveDown()
      .font(pdfFont.regular)
      .fontSize(11)
      .text(
        `${issuer.name}, RUC ${issuer.ruc}, certifica que en el ejercicio ${certificate.year} ${investor.name} obtuvo por el rescate de sus cuotas las rentas de capital de segunda categoría y las retenciones del impuesto a la renta que siguen.`,
      );
    for (const line of certificate.lines) {
      doc
        .moveDown()
        .font(pdfFont.bold)
        .fontSize(13)
        .text(`${line.productName} · ${line.code} (${currencyWords[line.currency]})`)
        .moveDown(0.3);
      row('Rescates en el año', String(line.rescues));
      row('Importe de los rescates', formatCurrency(line.proceeds, line.currency));
      row('Costo promedio de las cuotas rescatadas', formatCurrency(line.cost, line.currency));
      row('Renta obtenida', formatCurrency(line.income, line.currency));
      row(
        `Retención del impuesto a la renta (${formatPercent(line.ratePercent)})`,
        formatCurrency(line.taxWithheld, line.currency),
      );
    }
    for (const total of certificate.totals) {
      doc
        .moveDown()
        .font(pdfFont.bold)
        .fontSize(13)
        .text(`Total en ${currencyWords[total.currency]}`)
        .moveDown(0.3);
      row('Importe de los rescates', formatCurrency(total.proceeds, total.currency));
      row('Costo promedio de las cuotas rescatadas', formatCurrency(total.cost, total.currency));
      row('Renta obtenida', formatCurrency(total.income, total.currency));
      row('Retención del impuesto a la renta', formatCurrency(total.taxWithheld, total.currency));
    }
    doc
      .moveDown()
      .font(pdfFont.regular)
      .fontSize(9)
      .fillColor('#555555')
      .text(
        'La renta de cada rescate es lo pagado menos el costo promedio de las cuotas rescatadas; la retención se aplica solo sobre una renta positiva y un rescate con pérdida no tiene retención. Los importes están en la moneda de cada fondo. Entrega este certificado a tu contador para tu declaración anual.',
      )
      .fillColor('black');
  });
}
