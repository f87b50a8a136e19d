import {
  documentTypeLabels,
  fieldLabels,
  investorProfileLabels,
  type DocumentType,
  type InvestorProfile,
  currencyLabel,
  currencyWords,
} from '@invierte/domain';
import type { MyData } from './collect-my-data.ts';
import { myDataOptionGroups } from './my-data-options.ts';
import { limaLongDateTime, longDay } from '../../../shared/lima-text.ts';
import { pdfFont, renderPdf } from '../../../shared/pdf-document.ts';
import { countryName } from '../../catalogue/index.ts';
import { ubigeoCatalog } from '../../catalogue/index.ts';

/**
 * The data-rights download as a PDF, with the fonts every product PDF embeds (shared/pdf-document.ts):
 * the same data as the JSON download, written for a person (labels, names of countries, places and
 * options, dates in words) where the JSON keeps the stored keys. Runs on a work-pool thread
 * (work-tasks.ts `renderMyDataPdf`), never on the request thread (decision 0011).
 */

const sectionTitles: Record<string, string> = {
  personalInformation: 'Datos personales',
  birthdata: 'Fecha y lugar de nacimiento',
  address: 'Domicilio',
  occupation: 'Ocupación',
  partner: 'Cónyuge o cotitular',
};

/** The profile's fields as the forms name them, in the forms' order. */
const profileLabels: Record<string, string> = {
  documentType: 'Tipo de documento',
  documentNumber: 'Número de documento',
  name: 'Nombres',
  lastName: 'Apellido paterno',
  secondLastName: 'Apellido materno',
  nationality: 'Nacionalidad',
  gender: 'Sexo',
  maritalStatus: 'Estado civil',
  phone: 'Celular',
  birthDate: 'Fecha de nacimiento',
  birthCountry: 'País de nacimiento',
  birthDistrictId: 'Lugar de nacimiento',
  birthCity: 'Ciudad de nacimiento',
  residenceCountry: 'País de residencia',
  districtId: 'Distrito',
  city: 'Ciudad',
  address: 'Dirección',
  reference: 'Referencia',
  occupation: 'Ocupación',
  employer: 'Centro de trabajo',
  jobTitle: 'Cargo',
  incomeSource: 'Origen de los fondos',
  relationship: 'Parentesco',
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
const profileNames: Record<string, string> = {
  INTERESADO: 'Interesado',
  PARTICIPE: 'Partícipe',
  ADMIN: 'Administrador',
};
const requestKinds: Record<string, string> = {
  EXPORT_JSON: 'Descarga de mis datos (JSON)',
  EXPORT_PDF: 'Descarga de mis datos (PDF)',
  CANCELLATION: 'Cancelación de mis datos',
};
const requestStatuses: Record<string, string> = { COMPLETED: 'atendida', RECEIVED: 'recibida' };
const genders: Record<string, string> = { F: 'Femenino', M: 'Masculino' };

function place(districtId: string): string {
  const p = ubigeoCatalog().place(districtId);
  return p ? `${p.district}, ${p.province}, ${p.department}` : districtId;
}

/** A stored value as a person reads it. */
function printable(key: string, value: unknown, optionTexts: Record<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  const group = myDataOptionGroups[key];
  if (group) return optionTexts[`${group}:${text}`] ?? text;
  if (key === 'documentType') return documentTypeLabels[text as DocumentType] ?? text;
  if (key === 'gender') return genders[text] ?? text;
  if (/Country$|^nationality$/.test(key)) return countryName(text);
  if (/DistrictId$|^districtId$/.test(key)) return place(text);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return longDay(text);
  return text;
}

export function renderMyDataPdf({
  data,
  optionTexts,
}: {
  data: MyData;
  /** "group:KEY" → the option's text, for the fields of myDataOptionGroups. */
  optionTexts: Record<string, string>;
}): Promise<Uint8Array> {
  return renderPdf({ size: 'A4', margin: 50, info: { Title: 'Mis datos personales' } }, (doc) => {
    const heading = (text: string) =>
      doc.moveDown(0.8).font(pdfFont.bold).fontSize(13).text(text).moveDown(0.3);
    const row = (label: string, value: string) =>
      doc
        .font(pdfFont.bold)
        .fontSize(10)
        .text(`${label}: `, { continued: true })
        .font(pdfFont.regular)
        .text(value || '—');
    const none = (text: string) => doc.font(pdfFont.regular).fontSize(10).text(text);

    doc.font(pdfFont.bold).fontSize(18).text('Mis datos personales');
    doc
      .font(pdfFont.regular)
      .fontSize(10)
      .fillColor('#555555')
      .text(
        `Generado el ${limaLongDateTime(data.generatedAt)} (hora de Lima), a tu pedido, conforme a la Ley de Protección de Datos Personales (Ley 29733).`,
      )
      .fillColor('black');

    heading('Cuenta');
    const a = data.account;
    row('Nombre', [a.name, a.lastName, a.secondLastName].filter(Boolean).join(' '));
    row('Correo', a.email);
    row(
      'Documento',
      a.documentNumber
        ? `${printable('documentType', a.documentType, optionTexts)} N.°\u00a0${a.documentNumber}`
        : '—',
    );
    row('Perfil', profileNames[a.profile] ?? a.profile);
    row(
      'Perfil de inversionista',
      a.investorProfile
        ? (investorProfileLabels[a.investorProfile as InvestorProfile] ?? a.investorProfile)
        : '—',
    );
    row('Cuenta creada', limaLongDateTime(a.createdAt));

    for (const [section, state] of Object.entries(data.profile)) {
      heading(sectionTitles[section] ?? section);
      if (!state) {
        none('Sin datos registrados.');
        continue;
      }
      const order = Object.keys(profileLabels);
      const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
      const fields = Object.entries(state.data).sort(([a], [b]) => rank(a) - rank(b));
      for (const [key, value] of fields)
        row(profileLabels[key] ?? fieldLabels[key]?.label ?? key, printable(key, value, optionTexts));
      row('Actualizado', limaLongDateTime(state.updatedAt));
    }

    heading('Cuentas bancarias');
    if (data.bankAccounts.length === 0) none('Sin cuentas registradas.');
    for (const b of data.bankAccounts)
      row(
        `${b.bankName} (${currencyLabel(currencyWords, b.currency)})`,
        `${b.accountTypeName} N.°\u00a0${b.accountNumber}, CCI ${b.cci}${b.isDefault ? ', predeterminada' : ''}${b.status === 'INACTIVE' ? ', inactiva' : ''}`,
      );

    heading('Solicitudes de inversión');
    if (data.onboardings.length === 0) none('Sin solicitudes.');
    for (const o of data.onboardings)
      row(o.productName, `${stateNames[o.state] ?? o.state}, iniciada el ${limaLongDateTime(o.createdAt)}`);

    heading('Solicitudes sobre tus datos');
    for (const r of data.dataRequests)
      row(
        requestKinds[r.kind] ?? r.kind,
        `${requestStatuses[r.status] ?? r.status}, el ${limaLongDateTime(r.createdAt)}`,
      );
  });
}
