import {
  currencySymbols,
  formatMoney,
  movementStatusLabels,
  movementTypeLabels,
  type MovementStatus,
  type MovementType,
} from '@invierte/domain';
import Decimal from 'decimal.js';
import PDFDocument from 'pdfkit';
import type { PortfolioDocumentKind, StatementData } from './statement-data.ts';
import { limaLongDateTime } from '../../shared/lima-text.ts';

/**
 * The three portfolio documents of SPEC §7 (account statement, investment report, participation
 * certificate) as PDF, from the investor's own figures. Runs on a work-pool thread (decision 0011).
 */

const titles: Record<PortfolioDocumentKind, string> = {
  ACCOUNT_STATE: 'Estado de cuenta',
  INVESTMENT_REPORT: 'Reporte de inversión',
  CERTIFICATE: 'Certificado de participación',
};
const date = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const money = (v: string, currency: 'PEN' | 'USD') => formatMoney(v, { symbol: currencySymbols[currency] });
const quotas = (v: string) => formatMoney(v, { decimals: 8 });

export function renderPortfolioDocument(data: StatementData): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const title = titles[data.kind];
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);

    const row = (label: string, value: string) =>
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(`${label}: `, { continued: true })
        .font('Helvetica')
        .text(value);

    doc.font('Helvetica-Bold').fontSize(20).text(title);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555555')
      .text(`Invierte · generado el ${limaLongDateTime(data.generatedAt)} (hora de Lima)`)
      .fillColor('black')
      .moveDown();
    row('Partícipe', data.investor.name);
    row('Documento', `${data.investor.documentType} ${data.investor.documentNumber}`);
    row('Correo', data.investor.email);

    if (data.kind === 'CERTIFICATE') {
      doc.moveDown().font('Helvetica').fontSize(11);
      doc.text(
        `Certificamos que ${data.investor.name}, identificado(a) con ${data.investor.documentType} ${data.investor.documentNumber}, es partícipe de los siguientes fondos al ${date(data.today)}:`,
      );
      for (const f of data.funds) {
        doc
          .moveDown(0.5)
          .font('Helvetica-Bold')
          .text(`${f.productName} (${f.code})`)
          .font('Helvetica')
          .text(
            `${quotas(f.quotas)} cuotas de participación` +
              (f.quotaValue && f.value
                ? `, valorizadas en ${money(f.value, f.currency)} al valor cuota de ${currencySymbols[f.currency]} ${quotas(f.quotaValue)} del ${date(f.quotaValueDate ?? data.today)}.`
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
      doc.end();
      return;
    }

    for (const f of data.funds) {
      doc.moveDown().font('Helvetica-Bold').fontSize(13).text(`${f.productName} · ${f.code}`).moveDown(0.3);
      row('Cuotas', quotas(f.quotas));
      if (new Decimal(f.reservedQuotas).gt(0))
        row('Cuotas en solicitudes de rescate', quotas(f.reservedQuotas));
      if (f.quotaValue)
        row(
          `Valor cuota del ${date(f.quotaValueDate ?? data.today)}`,
          `${currencySymbols[f.currency]} ${quotas(f.quotaValue)}`,
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
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(9);
      const columns = [50, 120, 200, 270, 370, 460];
      const header = ['Fecha', 'Operación', 'Estado', 'Cuotas', 'Valor cuota', 'Monto'];
      const y = doc.y;
      header.forEach((h, i) => doc.text(h, columns[i], y, { width: 90 }));
      doc.font('Helvetica');
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
        ].forEach((cell, i) => doc.text(cell, columns[i], at, { width: i === 3 ? 95 : 90 }));
      }
      doc.x = 50;
    }
    doc.end();
  });
}
