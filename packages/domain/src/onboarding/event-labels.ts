import { onboardingEvents, type OnboardingEvent } from './events.ts';

/**
 * What an onboarding's history records besides the state machine's events: its creation, the
 * approval's first half, the back office's documents, a voucher added, and the signing's evidence.
 */
export const onboardingRecordEvents = [
  'CREATE',
  'APPROVAL_PREPARED',
  'DOCUMENT_ADDED',
  'DOCUMENT_REMOVED',
  'ADD_DEPOSIT_VOUCHER',
  'SIGNING_DOCUMENTS_ACCEPTED',
  'SIGNING_CODE_SENT',
  'SIGNING_CODE_REFUSED',
  'SIGNING_CODE_LIMITED',
  'SIGNING_CODE_VERIFIED',
  'SIGNING_HASH_MISMATCH',
  'SIGNING_CERTIFICATE_ISSUED',
  'SIGNING_PROVIDER_CALLBACK',
] as const;
export type OnboardingRecordEvent = (typeof onboardingRecordEvents)[number];

/** Every event an onboarding's history (`onboarding_events.event`) may hold. */
export const onboardingHistoryEvents = [...onboardingEvents, ...onboardingRecordEvents] as const;
export type OnboardingHistoryEvent = OnboardingEvent | OnboardingRecordEvent;

/**
 * The history's events in the back office's words: the request's history and the audit log
 * (events.ts, and the signing evidence's events of the signing flow).
 */
const historyEventLabels = {
  CREATE: 'Solicitud creada',
  SAVE_PART: 'Datos guardados',
  COMPLETE_STEP_1: 'Datos completos',
  GENERATE_CONTRACT: 'Contrato generado',
  SIGN_CONTRACT: 'Contrato firmado',
  APPROVE_SIGNING: 'Firma aprobada',
  REJECT_SIGNING: 'Firma rechazada',
  REGISTER_DEPOSIT: 'Depósito registrado',
  REJECT_DEPOSIT: 'Depósito rechazado',
  APPROVE: 'Solicitud aprobada',
  DISAPPROVE: 'Solicitud desaprobada',
  CANCEL: 'Cancelada por el inversionista',
  FORCE_CANCEL: 'Cancelación pedida a soporte',
  SUPPORT_CANCEL: 'Cancelada por soporte',
  QUOTA_VALUE_CHANGED: 'Cambió el valor cuota',
  APPROVE_QUOTA_CHANGE: 'Aceptó el nuevo monto',
  REJECT_QUOTA_CHANGE: 'Mantuvo el monto',
  RESTRICTED_MATCH: 'Puesta en revisión',
  CLEAR_RESTRICTION: 'Revisión levantada',
  APPROVAL_PREPARED: 'Aprobación preparada',
  DOCUMENT_ADDED: 'Documento adjuntado por el equipo',
  DOCUMENT_REMOVED: 'Documento retirado por el equipo',
  ADD_DEPOSIT_VOUCHER: 'Comprobante añadido',
  SIGNING_DOCUMENTS_ACCEPTED: 'Documentos aceptados',
  SIGNING_CODE_SENT: 'Código de firma enviado',
  SIGNING_CODE_REFUSED: 'Código de firma rechazado',
  SIGNING_CODE_LIMITED: 'Envío de código limitado',
  SIGNING_CODE_VERIFIED: 'Código de firma verificado',
  SIGNING_HASH_MISMATCH: 'Huella de documento no coincide',
  SIGNING_CERTIFICATE_ISSUED: 'Constancia de firma emitida',
  SIGNING_PROVIDER_CALLBACK: 'Aviso del proveedor de firma',
} satisfies Record<OnboardingHistoryEvent, string>;

/** Looked up by any stored event name; every history event has its words (checked above). */
export const onboardingEventLabels: Record<string, string> = historyEventLabels;
