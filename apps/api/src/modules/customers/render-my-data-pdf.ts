import PDFDocument from 'pdfkit';
import type { MyData } from './collect-my-data.ts';
import { limaLongDateTime } from '../../shared/lima-text.ts';

/**
 * The data-rights download as a PDF (pdfkit's built-in Helvetica covers Spanish letters). Runs on a
 * work-pool thread (work-tasks.ts `renderMyDataPdf`), never on the request thread (decision 0011).
 */

const sectionTitles: Record<string, string> = {
  personalInformation: 'Datos personales',
  birthdata: 'Fecha y lugar de nacimiento',
  address: 'Domicilio',
  occupation: 'Ocupación',
  partner: 'Cónyuge o cotitular',
};

const stateNames: Record<string, string> = {
  IN_PROGRESS: 'En proceso',
  PENDING_SIGNATURE: 'Pendiente de firma',
  WAITING_FOR_APPROVAL: 'En revisión',
  PENDING_DEPOSIT: 'Pendiente de depósito',
  IN_VERIFICATION: 'Verificando transferencia',
  APPROVED: 'Aprobada',
  DISAPPROVED: 'No aprobada',
  CANCELED: 'Cancelada',
  CANCELED_BY_SUPPORT: 'Cancelada por soporte',
  WAITING_FOR_CANCEL: 'Cancelación en proceso',
  CANCELED_BY_QUOTA_VALUE_CHANGE: 'Pausada por cambio de valor cuota',
  ON_HOLD: 'En revisión',
};

function printable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function renderMyDataPdf(data: MyData): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Mis datos personales' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);

    const heading = (text: string) =>
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text).moveDown(0.3);
    const row = (label: string, value: unknown) =>
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(`${label}: `, { continued: true })
        .font('Helvetica')
        .text(printable(value));

    doc.font('Helvetica-Bold').fontSize(18).text('Mis datos personales');
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#555555')
      .text(
        `Generado el ${limaLongDateTime(data.generatedAt)} (hora de Lima), a tu pedido, conforme a la Ley N.° 29733.`,
      )
      .fillColor('black');

    heading('Cuenta');
    const a = data.account;
    row('Nombre', [a.name, a.lastName, a.secondLastName].filter(Boolean).join(' '));
    row('Correo', a.email);
    row('Documento', a.documentNumber ? `${a.documentType ?? ''} ${a.documentNumber}` : null);
    row('Perfil', a.profile);
    row('Perfil de inversionista', a.investorProfile);
    row('Cuenta creada', limaLongDateTime(a.createdAt));

    for (const [section, state] of Object.entries(data.profile)) {
      heading(sectionTitles[section] ?? section);
      if (!state) {
        doc.font('Helvetica').fontSize(10).text('Sin datos registrados.');
        continue;
      }
      for (const [key, value] of Object.entries(state.data)) row(key, value);
      row('Actualizado', limaLongDateTime(state.updatedAt));
    }

    heading('Cuentas bancarias');
    if (data.bankAccounts.length === 0) doc.font('Helvetica').fontSize(10).text('Sin cuentas registradas.');
    for (const b of data.bankAccounts)
      row(
        `${b.bankName} (${b.currency})`,
        `${b.accountTypeName} ${b.accountNumber}, CCI ${b.cci}${b.isDefault ? ', predeterminada' : ''}${b.status === 'INACTIVE' ? ', inactiva' : ''}`,
      );

    heading('Solicitudes de inversión');
    if (data.onboardings.length === 0) doc.font('Helvetica').fontSize(10).text('Sin solicitudes.');
    for (const o of data.onboardings)
      row(o.productName, `${stateNames[o.state] ?? o.state}, iniciada el ${limaLongDateTime(o.createdAt)}`);

    heading('Solicitudes sobre tus datos');
    for (const r of data.dataRequests) row(r.kind, `${r.status}, ${limaLongDateTime(r.createdAt)}`);
    doc.end();
  });
}
