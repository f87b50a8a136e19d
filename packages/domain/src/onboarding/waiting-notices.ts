/**
 * What the investor reads while she waits on the back office: on each waiting screen and on the
 * portfolio's strip, what happens next and how long it usually takes. The back office edits the
 * texts (stored as parameters, group `waiting-notice`); these are the texts until it does.
 */
export const waitingNoticeKeys = [
  /** The contract is signed; the back office reviews the signature (WAITING_FOR_APPROVAL). */
  'SIGNATURE_REVIEW',
  /** The voucher is registered; the back office verifies the transfer (IN_VERIFICATION). */
  'DEPOSIT_VERIFICATION',
  /** A rescue request waits for its payment. */
  'RESCUE_PAYMENT',
  /** The investor asked support to cancel a request whose contract was approved (WAITING_FOR_CANCEL). */
  'CANCEL_REQUEST',
  /** Compliance reviews a request (ON_HOLD); never names why. */
  'REQUEST_REVIEW',
] as const;
export type WaitingNoticeKey = (typeof waitingNoticeKeys)[number];

export const isWaitingNoticeKey = (value: string): value is WaitingNoticeKey =>
  (waitingNoticeKeys as readonly string[]).includes(value);

/** Where each text is shown (the back office's words) and the text it has until someone edits it. */
export const waitingNoticeDefaults: Record<WaitingNoticeKey, { shownOn: string; text: string }> = {
  SIGNATURE_REVIEW: {
    shownOn: 'Después de firmar el contrato (paso 2) y en el portafolio mientras revisamos la firma',
    text: 'Revisamos tu firma en horario hábil, normalmente en menos de 4 horas. Te avisaremos por correo y en tus alertas cuando puedas hacer tu depósito.',
  },
  DEPOSIT_VERIFICATION: {
    shownOn: 'Después de registrar el depósito y en el portafolio mientras verificamos la transferencia',
    text: 'Verificamos tu transferencia con el banco en horario hábil, normalmente en menos de un día hábil. Te avisaremos por correo y en tus alertas cuando tus cuotas estén en tu portafolio.',
  },
  RESCUE_PAYMENT: {
    shownOn: 'Después de solicitar un rescate y en tus solicitudes de rescate pendientes',
    text: 'Pagamos los rescates en horario hábil, normalmente en 2 días hábiles. Te avisaremos por correo y en tus alertas cuando hagamos el depósito.',
  },
  CANCEL_REQUEST: {
    shownOn: 'En el portafolio mientras soporte atiende una solicitud de cancelación',
    text: 'Nuestro equipo de soporte atiende las cancelaciones en horario hábil, normalmente en 2 días hábiles. Te avisaremos cuando puedas iniciar otra solicitud.',
  },
  REQUEST_REVIEW: {
    shownOn: 'En el portafolio mientras revisamos una solicitud retenida',
    text: 'Revisamos tu solicitud en horario hábil, normalmente en 2 días hábiles. Te contactaremos si necesitamos algo más.',
  },
};

/** Every text: the back office's where it changed one, the default otherwise. */
export function waitingNoticeTexts(
  stored: Partial<Record<string, string>>,
): Record<WaitingNoticeKey, string> {
  const texts = {} as Record<WaitingNoticeKey, string>;
  for (const key of waitingNoticeKeys) texts[key] = stored[key]?.trim() || waitingNoticeDefaults[key].text;
  return texts;
}
