import {
  contractStateLabels,
  formatMoney,
  investorDocumentTypeLabels,
  mailStatusLabels,
  onboardingEventLabels,
  onboardingStateLabels,
  rescueStatusLabels,
  reviewDocumentKindLabels,
  reviewDocumentTypeLabels,
  type AuditEntry,
} from '@invierte/domain';
import { limaDateTime, peruvianDate } from '../../../lib/peru-dates';

/** Each write the API records (recordAudit's `action`), as the back office says it. */
const actions: Record<string, string> = {
  'admin.profile.create': 'Perfil de administrador creado',
  'admin.profile.update-roles': 'Permisos de un perfil cambiados',
  'admin.profile.update': 'Datos de un administrador cambiados',
  'admin.profile.delete': 'Perfil de administrador eliminado',
  'admin.user.save': 'Administrador asignado a un perfil',
  'admin.user.remove': 'Administrador dado de baja',
  'document.upload': 'Documento de inversionista subido',
  'document.download': 'Documento de inversionista descargado',
  'document.remove': 'Documento de inversionista retirado',
  'exchange-rate.publish': 'Tipo de cambio publicado',
  'exchange-rate.correct': 'Tipo de cambio corregido',
  'letter.delete': 'Inscripción al boletín eliminada',
  'mail.retry': 'Correo puesto a reenviar',
  'onboarding.approval.prepare': 'Aprobación preparada',
  'onboarding.approval.confirm': 'Aprobación confirmada: cuotas abonadas',
  'onboarding.document.add': 'Documento adjuntado a la solicitud',
  'onboarding.document.remove': 'Documento retirado de la solicitud',
  'onboarding.document.view': 'Documento de la solicitud visto',
  'onboarding.document.download': 'Documento de la solicitud descargado',
  'portfolio.import.investments': 'Inversiones importadas de Excel',
  'portfolio.import.movements': 'Movimientos importados de Excel',
  'product.update': 'Producto cambiado',
  'product.delete': 'Producto eliminado',
  'product.import': 'Productos importados de Excel',
  'product.table.update': 'Tabla del producto cambiada',
  'product.regulation.upload': 'Reglamento del producto subido',
  'product.regulation.remove': 'Reglamento del producto retirado',
  'product.chart.create': 'Gráfico creado',
  'product.chart.delete': 'Gráfico eliminado',
  'product.chart.position': 'Gráfico reordenado',
  'product.chart.import': 'Gráficos importados de Excel',
  'product.quota-value.publish': 'Valor cuota publicado',
  'product.quota-value.import': 'Valores cuota importados de Excel',
  'rescue.settle': 'Rescate pagado',
  'rescue.reject': 'Rescate rechazado',
  'restricted-list.add': 'Persona añadida a la lista restringida',
  'restricted-list.remove': 'Persona retirada de la lista restringida',
  'user.update': 'Datos de usuario cambiados',
  'user.disable': 'Usuario deshabilitado',
  'user.enable': 'Usuario habilitado',
};

/** A review decision is recorded as `onboarding.<event>` (apply-review-event.ts). */
export function actionLabel(action: string): string {
  const event = action.startsWith('onboarding.') ? action.slice('onboarding.'.length).toUpperCase() : '';
  return actions[action] ?? onboardingEventLabels[event] ?? action;
}

/** The recorded fields' names; a field not listed here is shown by its own name. */
const fields: Record<string, string> = {
  state: 'Estado',
  contractState: 'Contrato',
  status: 'Estado',
  reason: 'Motivo',
  amount: 'Monto',
  quotas: 'Cuotas',
  value: 'Valor cuota',
  valueDate: 'Fecha del valor',
  pricedApprovals: 'Aprobaciones que ya usaron el valor corregido (lo conservan)',
  pricedRescues: 'Rescates que ya usaron el valor corregido (lo conservan)',
  voidedPreparations: 'Aprobaciones preparadas anuladas',
  buy: 'Compra',
  sell: 'Venta',
  date: 'Fecha',
  disabled: 'Deshabilitado',
  removed: 'Retirado',
  isInstitutional: 'Solo institucionales',
  name: 'Nombre',
  lastName: 'Apellido paterno',
  secondLastName: 'Apellido materno',
  email: 'Correo',
  phone: 'Celular',
  profile: 'Perfil',
  adminProfileId: 'Perfil de administrador',
  description: 'Descripción',
  roles: 'Permisos',
  documentType: 'Tipo de documento',
  documentNumber: 'Número de documento',
  heldOnboardings: 'Solicitudes retenidas',
  fileId: 'Id. del archivo',
  fileName: 'Archivo',
  sha256: 'SHA-256',
  type: 'Tipo',
  title: 'Título',
  kind: 'Tipo',
  position: 'Posición',
  points: 'Puntos',
  productId: 'Producto',
  userId: 'Usuario',
  code: 'Código',
  currency: 'Moneda',
  deletedAt: 'Eliminado el',
  regulationFileName: 'Reglamento',
  regulationSha256: 'SHA-256 del reglamento',
  attempts: 'Intentos',
  lastError: 'Último error',
  template: 'Plantilla',
  rows: 'Filas',
  summary: 'Resultado',
  approval: 'Aprobación',
  quotaValue: 'Valor cuota',
  day: 'Día de la operación',
  id: 'Id.',
  makerId: 'Preparada por',
  checkerId: 'Ejecutada por',
  ledgerTransactionId: 'Transacción contable',
  source: 'Origen',
};

/** Codes whose Spanish name depends on what was changed: a request's state is not a rescue's. */
const codes: Record<string, Record<string, Record<string, string>>> = {
  onboarding: {
    state: onboardingStateLabels,
    // A deposit's approval, prepared by one administrator and executed by another.
    status: { PREPARED: 'Preparada', EXECUTED: 'Ejecutada' },
    contractState: contractStateLabels,
    kind: reviewDocumentKindLabels,
    // A document's type: the team's (`reviewDocumentTypes`) or a published one's.
    type: { ...reviewDocumentTypeLabels, ...investorDocumentTypeLabels },
  },
  'investor-document': { type: investorDocumentTypeLabels },
  rescue: { status: rescueStatusLabels },
  mail: { status: mailStatusLabels },
};

/** Amounts of money recorded as decimal strings: shown grouped, as every screen shows money. */
const money = new Set(['amount']);
const DECIMAL = /^-?\d+(\.\d+)?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Fields holding a user's id: shown by the name the API read for it (`people`). */
const personFields = new Set(['makerId', 'checkerId']);

function valueText(e: AuditEntry, key: string, value: unknown): string {
  const { entity } = e;
  if (value === null || value === undefined || value === '') return '—';
  if (personFields.has(key) && typeof value === 'string') return e.people[value] ?? value;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string') {
    const named = codes[entity]?.[key]?.[value];
    if (named) return named;
    if (money.has(key) && DECIMAL.test(value)) return formatMoney(value);
    if (INSTANT.test(value)) return limaDateTime(value);
    if (DATE.test(value)) return peruvianDate(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => valueText(e, '', v)).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${fields[k] ?? k}: ${valueText(e, k, v)}`)
      .join(' · ');
  return String(value);
}

/** Fields that say what was changed (a quota value's day): shown even when they did not change. */
const identifying = new Set(['valueDate']);
/** Facts the change itself recorded, with no "before" (what a quota-value correction touched). */
const outcomes = new Set(['pricedApprovals', 'pricedRescues', 'voidedPreparations']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A change's fields as "Campo: antes → después", only those that changed; a field recorded on one
 * side only as "Campo: valor"; a record inside the change field by field ("Aprobación · Estado: …").
 */
export function changesOf(e: AuditEntry): string[] {
  return fieldChanges(e, e.before, e.after);
}

function fieldChanges(
  e: AuditEntry,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  // What was changed comes first (the database keeps a record's keys in its own order).
  const ordered = [...keys].sort((a, b) => Number(identifying.has(b)) - Number(identifying.has(a)));
  return ordered.flatMap((k) => {
    // A field absent on one side and null on the other did not change ("— → —").
    const from = before?.[k] ?? null;
    const to = after?.[k] ?? null;
    const label = fields[k] ?? k;
    const show = (v: unknown) => valueText(e, k, v);
    if (JSON.stringify(from) === JSON.stringify(to))
      return identifying.has(k) && to !== null ? [`${label}: ${show(to)}`] : [];
    // A record inside the change (a deposit's approval): its own fields that changed, one a line.
    if (isRecord(from) || isRecord(to))
      return fieldChanges(e, isRecord(from) ? from : null, isRecord(to) ? to : null).map(
        (line) => `${label} · ${line}`,
      );
    // A correction that touched nothing of a kind says nothing of it.
    if (outcomes.has(k)) return to === 0 ? [] : [`${label}: ${show(to)}`];
    // A field written on one side only is a fact the change recorded (a rescue's amount, who
    // prepared an approval and who executed it), not a value that appeared or went away.
    if (!before || !(k in before)) return [`${label}: ${show(to)}`];
    if (!after || !(k in after)) return [`${label}: ${show(from)}`];
    return [`${label}: ${show(from)} → ${show(to)}`];
  });
}
