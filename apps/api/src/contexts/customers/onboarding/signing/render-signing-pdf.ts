import { currencyLabel, currencyNames, formatMoney, formatQuotas, formatQuotaValue } from '@invierte/domain';
import { longDay, limaLongDay, limaSeconds, utcSeconds } from '../../../../shared/lima-text.ts';
import { pdfFont, renderPdf, type PdfDoc } from '../../../../shared/pdf-document.ts';
import {
  contractDocuments,
  type CertificateData,
  type ContractData,
  type ContractDocumentKey,
} from './signing-document-data.ts';

/**
 * The step-2 PDFs, with the fonts every product PDF embeds (shared/pdf-document.ts). Runs on a
 * work-pool thread (work-tasks.ts `renderSigningPdf`), never on the request thread (decision 0011).
 * The wording is the platform's own; legal review may replace it without touching the flow.
 */

type Doc = PdfDoc;

const money = (d: ContractData, amount: string) => formatMoney(amount, { symbol: d.product.symbol });
const quotaValue = (d: ContractData) => formatQuotaValue(d.investment.quotaValue, d.product.symbol);
const quotas = (n: string) => formatQuotas(n, { dropZeroDecimals: true });
/** "identificada" or "identificado" as the investor declared; both when unknown. */
const identified = (gender: string) =>
  gender === 'F' ? 'identificada' : gender === 'M' ? 'identificado' : 'identificado(a)';

function render(title: string, write: (doc: Doc) => void): Promise<Uint8Array> {
  return renderPdf({ size: 'A4', margin: 56, info: { Title: title, Author: 'Invierte' } }, (doc) => {
    doc.font(pdfFont.bold).fontSize(16).text(title, { align: 'center' }).moveDown(0.8);
    write(doc);
  });
}

const heading = (doc: Doc, text: string) =>
  doc.moveDown(0.6).font(pdfFont.bold).fontSize(11).text(text).moveDown(0.2);
const paragraph = (doc: Doc, text: string) =>
  doc.font(pdfFont.regular).fontSize(10).text(text, { align: 'justify' }).moveDown(0.3);
const row = (doc: Doc, label: string, value: string) =>
  doc
    .font(pdfFont.bold)
    .fontSize(10)
    .text(`${label}: `, { continued: true })
    .font(pdfFont.regular)
    .text(value || '—');
const yesNo = (v: boolean) => (v ? 'Sí' : 'No');

function footer(doc: Doc, d: ContractData) {
  doc
    .moveDown(1)
    .font(pdfFont.regular)
    .fontSize(8)
    .fillColor('#555555')
    .text(
      `Solicitud ${d.onboardingId} · versión ${d.generation} · generado el ${limaSeconds(d.generatedAt)} (hora de Lima).`,
    )
    .fillColor('black');
}

function writeContract(doc: Doc, d: ContractData) {
  const i = d.investor;
  const m = d.manager;
  paragraph(
    doc,
    `En Lima, el ${limaLongDay(d.generatedAt)}, ${m.name}, con RUC ${m.ruc}, sociedad administradora del ` +
      `fondo ${d.product.name} en ${d.product.currencyName} (en adelante, «la Administradora»), y ${i.fullName}, ` +
      `${identified(i.gender)} con ${i.documentType} ${i.documentNumber} (en adelante, «el Partícipe»), ` +
      'acuerdan lo siguiente:',
  );
  heading(doc, 'Primera. Objeto');
  paragraph(
    doc,
    `El Partícipe suscribe cuotas del fondo ${d.product.name} por ${money(d, d.investment.amount)}, ` +
      `equivalentes a ${quotas(d.investment.quotaNumber)} cuotas al valor cuota de ${quotaValue(d)} ` +
      `del ${longDay(d.investment.quotaValueDate)}. El número definitivo de cuotas se fija con el valor cuota ` +
      'vigente el día en que la Administradora confirme la recepción del dinero, conforme al reglamento de ' +
      'participación.',
  );
  heading(doc, 'Segunda. Aporte y moneda');
  paragraph(
    doc,
    `El aporte se realiza en ${d.product.currency === 'USD' ? 'dólares de los Estados Unidos de América' : 'soles'} ` +
      'mediante transferencia a las cuentas del fondo que indica la plataforma, desde una cuenta a nombre del ' +
      'Partícipe. La Administradora no recibe dinero en efectivo.',
  );
  heading(doc, 'Tercera. Cuenta para rescates y beneficios');
  paragraph(
    doc,
    `Los pagos al Partícipe se abonarán en su ${d.bankAccount.accountType} en ${d.bankAccount.currencyName} ` +
      `número ${d.bankAccount.accountNumber} (CCI ${d.bankAccount.cci}), abierta en ${d.bankAccount.bank}. ` +
      'El Partícipe puede cambiarla desde su perfil.',
  );
  heading(doc, 'Cuarta. Riesgos');
  paragraph(
    doc,
    'El valor cuota es variable. Las rentabilidades pasadas no garantizan rentabilidades futuras y el fondo no ' +
      'promete una tasa fija. La supervisión del regulador no implica una recomendación de inversión. El fondo ' +
      'puede recomprar cuotas cada trimestre hasta por el 15 % de su capital (artículo 34 del reglamento de ' +
      'participación). El detalle figura en el Anexo 1.',
  );
  heading(doc, 'Quinta. Declaraciones del Partícipe');
  paragraph(
    doc,
    'El Partícipe declara que los datos del Anexo 2 son verdaderos, que el dinero tiene origen lícito y que ' +
      'informará cualquier cambio. Declara además haber leído ' +
      (d.product.regulation
        ? `el «${d.product.regulation.title}», publicado en ${d.product.regulation.url},`
        : 'el reglamento de participación del fondo') +
      ' y este contrato con sus anexos.',
  );
  heading(doc, 'Sexta. Firma electrónica');
  paragraph(
    doc,
    'Las partes aceptan que este contrato se firme electrónicamente con un código de un solo uso enviado al ' +
      `correo ${i.email}. La huella SHA-256 de este archivo se registra antes de la firma; cualquier cambio ` +
      'posterior la invalida. La constancia de firma se emite como un documento aparte.',
  );
  heading(doc, 'Séptima. Ley aplicable');
  paragraph(
    doc,
    'Este contrato se rige por las leyes de la República del Perú. Toda controversia se somete a los jueces y ' +
      'tribunales de Lima.',
  );
  footer(doc, d);
}

function writeKeyFacts(doc: Doc, d: ContractData) {
  heading(doc, 'Tu inversión');
  row(doc, 'Fondo', `${d.product.name} en ${d.product.currencyName}`);
  row(doc, 'Administradora', `${d.manager.name} (RUC ${d.manager.ruc})`);
  row(doc, 'Moneda', `${currencyLabel(currencyNames, d.product.currency)} (${d.product.symbol})`);
  row(doc, 'Monto', money(d, d.investment.amount));
  row(doc, 'Valor cuota referencial', `${quotaValue(d)}, del ${longDay(d.investment.quotaValueDate)}`);
  row(doc, 'Cuotas referenciales', quotas(d.investment.quotaNumber));
  if (d.product.regulation)
    row(doc, 'Reglamento', `${d.product.regulation.title}, publicado en ${d.product.regulation.url}`);
  heading(doc, 'Riesgos que asumes');
  for (const text of [
    'Riesgo de mercado: el valor cuota sube o baja con el valor de los activos del fondo; puedes recibir menos de lo invertido.',
    'Riesgo de crédito: los deudores de las facturas o instrumentos del fondo pueden pagar tarde o no pagar.',
    'Riesgo de liquidez: los rescates se atienden en los plazos del reglamento; la recompra trimestral tiene un tope del 15 % del capital del fondo.',
    'Riesgo cambiario: si tus ingresos están en otra moneda que la del fondo, el tipo de cambio puede afectar tu resultado.',
    'Sin rentabilidad garantizada: las cifras del simulador son referenciales y no obligan a la Administradora.',
  ])
    paragraph(doc, `• ${text}`);
  heading(doc, 'Costos y tributos');
  paragraph(
    doc,
    'Las comisiones del fondo se descuentan del valor cuota según el reglamento. Las ganancias están afectas al ' +
      'impuesto a la renta que corresponda; la Administradora retiene cuando la ley lo exige.',
  );
  footer(doc, d);
}

function writeDeclaration(doc: Doc, d: ContractData) {
  const i = d.investor;
  heading(doc, 'Datos del partícipe');
  row(doc, 'Nombre completo', i.fullName);
  row(doc, 'Documento', `${i.documentType} N.°\u00a0${i.documentNumber}`);
  row(doc, 'Nacionalidad', i.nationality);
  row(doc, 'Estado civil', i.maritalStatus);
  row(doc, 'Fecha de nacimiento', i.birthDate && longDay(i.birthDate));
  row(doc, 'Lugar de nacimiento', i.birthPlace);
  row(doc, 'Domicilio', i.address);
  row(doc, 'Correo', i.email);
  row(doc, 'Celular', i.phone);
  heading(doc, 'Actividad económica');
  row(doc, 'Ocupación', i.occupation);
  row(doc, 'Centro de trabajo', i.employer);
  row(doc, 'Cargo', i.jobTitle);
  heading(doc, 'Persona expuesta políticamente (PEP)');
  row(doc, 'Es PEP', yesNo(i.isPep));
  if (i.isPep) row(doc, 'Cargo e institución', `${i.pepPosition}, ${i.pepInstitution}`);
  row(
    doc,
    'Familiares PEP',
    i.hasPepRelatives ? `Sí, ${i.pepRelatives} ${i.pepRelatives === 1 ? 'declarado' : 'declarados'}` : 'No',
  );
  heading(doc, 'Origen de los fondos');
  row(doc, 'Origen declarado', i.incomeSource);
  row(doc, 'El dinero es propio', i.moneyIsOwn ? 'Sí' : `No; pertenece a ${i.moneyOwner}`);
  row(doc, 'Beneficiario final', yesNo(i.isFinalBeneficiary));
  row(doc, 'Monto a invertir', `${money(d, d.investment.amount)} en el fondo ${d.product.name}`);
  heading(doc, 'Declaración');
  paragraph(
    doc,
    `Yo, ${i.fullName}, declaro bajo juramento que el dinero que invierto proviene de la fuente indicada, que ` +
      'no procede de actividades ilícitas ni se destina a financiarlas, y que los datos de este anexo son ' +
      `verdaderos y completos. Autorizo a ${d.manager.name} a verificarlos y a informar a la Unidad de ` +
      'Inteligencia Financiera lo que la ley exija. Me comprometo a comunicar cualquier cambio.',
  );
  footer(doc, d);
}

const titles: Record<ContractDocumentKey, string> = {
  contract: 'Contrato de participación',
  'key-facts': 'Anexo 1: Hoja resumen y riesgos del fondo',
  declaration: 'Anexo 2: Declaración de origen de fondos y datos del partícipe',
};
const writers: Record<ContractDocumentKey, (doc: Doc, d: ContractData) => void> = {
  contract: writeContract,
  'key-facts': writeKeyFacts,
  declaration: writeDeclaration,
};

/**
 * The documents the investor signs, from their own data, in the order of `contractDocuments`. One
 * pool task for the three: none of them waits in the pool's queue behind the others.
 */
export async function renderContractDocuments(data: ContractData): Promise<Uint8Array[]> {
  const rendered: Uint8Array[] = [];
  for (const d of contractDocuments)
    rendered.push(await render(titles[d.key], (doc) => writers[d.key](doc, data)));
  return rendered;
}

const providers: Record<string, string> = {
  builtin: 'Código de un solo uso por correo (Invierte)',
  keynua: 'Keynua',
};

/** The evidence certificate: its own PDF, so the signed files are never touched after signing. */
export function renderSignatureCertificate(c: CertificateData): Promise<Uint8Array> {
  return render('Constancia de firma electrónica', (doc) => {
    paragraph(
      doc,
      'Esta constancia registra la firma electrónica de los documentos listados. Cada huella SHA-256 identifica ' +
        'el archivo exacto firmado: si un solo byte cambia, la huella deja de coincidir.',
    );
    heading(doc, 'Firmante');
    row(doc, 'Nombre', c.investorName);
    row(doc, 'Documento', c.investorDocument);
    row(doc, 'Correo', c.investorEmail);
    heading(doc, 'Solicitud');
    row(doc, 'N.° de solicitud', c.onboardingId);
    row(doc, 'N.° de firma', c.signatureId);
    row(doc, 'Fondo', c.productName);
    heading(doc, 'Documentos firmados');
    for (const d of c.documents) {
      row(doc, d.title, `${d.fileName} (${formatMoney(d.size, { decimals: 0 })} bytes)`);
      doc.font(pdfFont.mono).fontSize(8.5).text(`SHA-256: ${d.sha256}`).moveDown(0.2);
    }
    heading(doc, 'Firma');
    row(doc, 'Fecha y hora (Lima)', limaSeconds(c.signedAt));
    row(doc, 'Fecha y hora (UTC)', utcSeconds(c.signedAt));
    row(doc, 'Dirección IP', c.ip);
    row(doc, 'Navegador', c.userAgent);
    row(doc, 'Proveedor de firma', providers[c.provider] ?? c.provider);
    heading(doc, 'Registro de eventos');
    for (const e of c.events) row(doc, `${limaSeconds(e.at)} (hora de Lima)`, e.text);
  });
}
