/**
 * The back office's permission catalogue (architecture A9). The API checks them on every admin route
 * (`requirePermission`); the web may use them only to hide what a user cannot do. Roles
 * (admin-roles.ts) group them; a new permission also needs its Spanish meaning in
 * `permissionMeanings` below (the role list screen shows it).
 */
export const permissions = [
  /** Read onboardings and their parts, files, signatures and deposit. */
  'onboarding.review',
  /** Approve or reject a signing, reject a deposit, disapprove, add and remove documents. */
  'onboarding.decide',
  /** Prepare or confirm the deposit approval that credits quotas (maker-checker). */
  'onboarding.approve',
  /** Add to and remove from the restricted list; clear a hold. */
  'restricted-list.write',
  /** Carry out an investor's force-cancel request. */
  'support.cancel',
  /** Publish a product's daily quota value (it pauses onboardings priced at another value). */
  'product.quota-value.write',
  /** See every investor's rescue requests. */
  'rescue.read',
  /** Settle (pay) or reject a pending rescue request. */
  'rescue.settle',
  /** Run the ledger's reconciliation check. */
  'ledger.reconcile',
  /** See investors' accounts: participants, users by profile, questionnaire answers. */
  'user.read',
  /** Correct an investor's names, e-mail, profile or affluent flag; disable or enable the account. */
  'user.write',
  /** See the newsletter entries (letters). */
  'letter.read',
  /** Delete a newsletter entry. */
  'letter.delete',
  /** See every product's published quota values. */
  'product.quota-value.read',
  /** Change a product's settings (private or institutional, and later its table and charts). */
  'product.write',
  /** See the products' back-office view: usage, table, charts and regulation document. */
  'product.read',
  /** See the queue of force-cancel requests. */
  'support.read',
  /** See administrators, admin profiles and roles. */
  'admin.permissions.read',
  /** Make a user an administrator or remove them, change their profile; create, edit and delete profiles. */
  'admin.permissions.write',
  /** See and download the documents uploaded for investors (statements, reports, certificates). */
  'document.read',
  /** Upload a document for an investor or remove one. */
  'document.write',
  /** See an investor's holdings, summary in PEN and movements in the back office. */
  'portfolio.read',
  /** Check and apply the investments and movements Excel imports (they post to the ledger). */
  'portfolio.import',
  /** Search the audit log of back-office writes and verify its chain. */
  'audit.read',
  /** Download the Excel reports (onboardings, participants, users, letters). */
  'report.read',
  /** Download the PLAFT (anti-money-laundering) report. */
  'report.plaft',
  /** See the published USD/PEN exchange rates. */
  'exchange-rate.read',
  /** Publish or correct a day's USD/PEN exchange rate. */
  'exchange-rate.write',
  /** See the e-mails sent to investors, those queued and those that failed. */
  'mail.read',
  /** Send again an e-mail that failed after its last try. */
  'mail.retry',
  /** See the waiting screens' texts (what happens next and how long it usually takes). */
  'waiting-notice.read',
  /** Change the waiting screens' texts. */
  'waiting-notice.write',
] as const;
export type Permission = (typeof permissions)[number];

/**
 * What each permission allows, in the words the role list shows, and whether it only reads
 * (the read-only auditor role holds every permission that only reads and is not confidential).
 */
export const permissionMeanings: Record<
  Permission,
  { meaning: string; readOnly: boolean; confidential?: true }
> = {
  'onboarding.review': {
    meaning: 'Ver las solicitudes de inversión con sus datos, documentos, firmas y depósito.',
    readOnly: true,
  },
  'onboarding.decide': {
    meaning:
      'Aprobar o rechazar la firma, rechazar el depósito, desaprobar una solicitud y añadir o quitar documentos.',
    readOnly: false,
  },
  'onboarding.approve': {
    meaning:
      'Preparar o confirmar la aprobación del depósito que acredita las cuotas (dos personas distintas).',
    readOnly: false,
  },
  'restricted-list.write': {
    meaning: 'Añadir y quitar personas de la lista de restringidos y levantar una retención.',
    readOnly: false,
  },
  'support.cancel': {
    meaning: 'Anular una operación que el inversionista pidió anular.',
    readOnly: false,
  },
  'product.quota-value.write': {
    meaning: 'Publicar el valor cuota diario de un fondo.',
    readOnly: false,
  },
  'rescue.read': { meaning: 'Ver las solicitudes de rescate de todos los inversionistas.', readOnly: true },
  'rescue.settle': { meaning: 'Registrar el pago de un rescate o rechazarlo.', readOnly: false },
  'ledger.reconcile': {
    meaning: 'Ver la conciliación del libro mayor con las posiciones.',
    readOnly: true,
  },
  'product.quota-value.read': {
    meaning: 'Ver los valores cuota publicados de cada fondo.',
    readOnly: true,
  },
  'product.write': {
    meaning:
      'Cambiar la configuración de un fondo (privado o institucional, plazos, gráficos y reglamento) y eliminar uno que nadie usa.',
    readOnly: false,
  },
  'product.read': {
    meaning: 'Ver los fondos con sus posiciones, plazos, gráficos y reglamento.',
    readOnly: true,
  },
  'support.read': { meaning: 'Ver la cola de solicitudes de anulación.', readOnly: true },
  'admin.permissions.read': {
    meaning: 'Ver los administradores, sus perfiles y los roles.',
    readOnly: true,
  },
  'user.read': {
    meaning: 'Ver a los inversionistas: partícipes, usuarios por perfil y respuestas del cuestionario.',
    readOnly: true,
  },
  'user.write': {
    meaning:
      'Corregir los nombres, el correo, el perfil o la marca de cliente preferente de un inversionista y desactivar o activar su cuenta.',
    readOnly: false,
  },
  'letter.read': { meaning: 'Ver las inscripciones al boletín (cartas).', readOnly: true },
  'letter.delete': { meaning: 'Borrar una inscripción al boletín.', readOnly: false },
  'admin.permissions.write': {
    meaning: 'Dar o quitar el acceso de administrador, cambiar su perfil y crear, editar o borrar perfiles.',
    readOnly: false,
  },
  'document.read': {
    meaning:
      'Ver y descargar los estados de cuenta, reportes y certificados subidos para los inversionistas.',
    readOnly: true,
  },
  'document.write': {
    meaning: 'Subir un estado de cuenta, reporte o certificado para un inversionista o quitarlo.',
    readOnly: false,
  },
  'portfolio.read': {
    meaning: 'Ver el portafolio de un inversionista: sus fondos, el resumen en soles y sus movimientos.',
    readOnly: true,
  },
  'portfolio.import': {
    meaning:
      'Importar desde Excel inversiones y movimientos ya liquidados, que se registran en el libro de cuotas.',
    readOnly: false,
  },
  'audit.read': {
    meaning:
      'Buscar en el registro de auditoría quién cambió qué en el back office y verificar su integridad.',
    readOnly: true,
  },
  'report.read': {
    meaning:
      'Descargar en Excel los reportes de solicitudes, partícipes, usuarios por perfil, clientes privados y cartas.',
    readOnly: true,
  },
  'report.plaft': {
    meaning:
      'Descargar en Excel el reporte PLAFT (prevención del lavado de activos): PEP, ocupación, origen de fondos y lista de restringidos.',
    readOnly: true,
    // Anti-money-laundering files stay with compliance: whoever reads them could tip a client off.
    confidential: true,
  },
  'exchange-rate.read': { meaning: 'Ver los tipos de cambio USD/PEN publicados.', readOnly: true },
  'exchange-rate.write': {
    meaning: 'Publicar o corregir el tipo de cambio USD/PEN de un día.',
    readOnly: false,
  },
  'mail.read': {
    meaning: 'Ver los correos enviados a los inversionistas, los que están en cola y los que fallaron.',
    readOnly: true,
  },
  'mail.retry': { meaning: 'Volver a enviar un correo que falló.', readOnly: false },
  'waiting-notice.read': {
    meaning:
      'Ver los mensajes de espera: qué sigue y cuánto suele tardar cada paso que espera el inversionista.',
    readOnly: true,
  },
  'waiting-notice.write': {
    meaning: 'Cambiar los mensajes de espera que lee el inversionista.',
    readOnly: false,
  },
};

export const isPermission = (value: string): value is Permission =>
  (permissions as readonly string[]).includes(value);
