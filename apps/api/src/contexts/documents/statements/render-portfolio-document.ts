import {
  currencySymbols,
  documentTypeLabels,
  formatMoney,
  movementStatusLabels,
  movementTypeLabels,
  type DocumentType,
  type MovementStatus,
  type MovementType,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import type { PortfolioDocumentKind, StatementData } from './statement-data.ts';
import { limaLongDateTime, longDay } from '../../../shared/lima-text.ts';
import { pdfFont, renderPdf, unbroken } from '../../../shared/pdf-document.ts';

/**
 * The three portfolio documents of requirements R7 (account statement, investment report, participation
 * certificate) as PDF, from the investor's own figures, with the fonts every product PDF embeds
 * (shared/pdf-document.ts). Runs on a work-pool thread (decision 0011).
 */

const titles: Record<PortfolioDocumentKind, string> = {
  ACCOUNT_STATE: 'Estado de cuenta',
  INVESTMENT_REPORT: 'Reporte de inversión',
  CERTIFICATE: 'Certificado de participación',
};
const date = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const money = (v: string, currency: 'PEN' | 'USD') =>
  unbroken(formatMoney(v, { symbol: currencySymbols[currency] }));
const quotas = (v: string) => formatMoney(v, { decimals: 8 });

export function renderPortfolioDocument(data: StatementData): Promise<Uint8Array> {
  const title = titles[data.kind];
  const documentType =
    documentTypeLabels[data.investor.documentType as DocumentType] ?? data.investor.documentType;
  return renderPdf({ size: 'A4', margin: 50, info: { Title: title } }, (doc) => {
    const row = (label: string, value: string) =>
      doc
        .font(pdfFont.bold)
        .fontSize(10)
        .text(`${label}: `, { continued: true })
        .font(pdfFont.regular)
        .text(value);

    // Movement columns: left edge and width; figures are right-aligned so their digits line up.
    const columns = [
      { x: 50, width: 62 },
      { x: 116, width: 76 },
      { x: 196, width: 64 },
      { x: 262, width: 92, align: 'right' },
      { x: 358, width: 86, align: 'right' },
      { x: 448, width: 97, align: 'right' },
    ] as const;
    const cell = (text: string, i: number, y: number) => {
      const c = columns[i]!;
      doc.text(text, c.x, y, { width: c.width, align: 'align' in c ? c.align : 'left' });
    };

    doc.font(pdfFont.bold).fontSize(20).text(title);
    doc
      .font(pdfFont.regular)
      .fontSize(9)
      .fillColor('#555555')
      .text(`Invierte · generado el ${limaLongDateTime(data.generatedAt)} (hora de Lima)`)
      .fillColor('black')
      .moveDown();
    row('Partícipe', data.investor.name);
    row('Documento', `${documentType} N.°\u00a0${data.investor.documentNumber}`);
    row('Correo', data.investor.email);

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
            `${quotas(f.quotas)} cuotas de participación` +
              (f.quotaValue && f.value
                ? `, valorizadas en ${money(f.value, f.currency)} al valor cuota de ${currencySymbols[f.currency]}\u00a0${quotas(f.quotaValue)} del ${longDay(f.quotaValueDate ?? data.today)}.`
                : '.'),
          );
      }
      doc
        .moveDown()
        .fontSize(9)
        .fillColor('#555555')
        .text(
          'El valor cuota es variable; el valor de las cuotas puede subir o bajar. Este certificado se emite a solicitud del partícipe y refleja el registro de partícipes a la fecha indicada.',
        );
      return;
    }

    for (const f of data.funds) {
      doc.moveDown().font(pdfFont.bold).fontSize(13).text(`${f.productName} · ${f.code}`).moveDown(0.3);
      row('Cuotas', quotas(f.quotas));
      if (new Decimal(f.reservedQuotas).gt(0))
        row('Cuotas en solicitudes de rescate', quotas(f.reservedQuotas));
      if (f.quotaValue)
        row(
          `Valor cuota del ${date(f.quotaValueDate ?? data.today)}`,
          `${currencySymbols[f.currency]}\u00a0${quotas(f.quotaValue)}`,
        );
      if (f.value) row('Valor de la inversión', money(f.value, f.currency));
      if (data.kind === 'INVESTMENT_REPORT') {
        row('Total suscrito', money(f.subscribed, f.currency));
        row('Total rescatado', money(f.rescued, f.currency));
        row('Capital invertido', money(f.invested, f.currency));
        if (f.gain) {
          row('Resultado (valor + rescatado − suscrito)', money(f.gain, f.currency));
          if (f.gainPercent) row('Rentabilidad acumulada', `${f.gainPercent} %`);
        }
        row('Rentabilidad anual (TIR)', f.annualReturn ? `${f.annualReturn} %` : '—');
        continue;
      }
      doc.moveDown(0.4).font(pdfFont.bold).fontSize(9);
      const header = ['Fecha', 'Operación', 'Estado', 'Cuotas', 'Valor cuota', 'Monto'];
      const y = doc.y;
      header.forEach((h, i) => cell(h, i, y));
      doc.font(pdfFont.regular);
      for (const m of f.movements) {
        const rowY = doc.y + 2;
        if (rowY > 760) doc.addPage();
        const at = doc.y + 2;
        [
          date(m.date),
          movementTypeLabels[m.type as MovementType] ?? m.type,
          movementStatusLabels[m.status as MovementStatus] ?? m.status,
          quotas(m.quotas),
          quotas(m.quotaValue),
          money(m.amount, f.currency),
        ].forEach((text, i) => cell(text, i, at));
      }
      doc.x = 50;
    }
  });
}
