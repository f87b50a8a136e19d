import type { ContractState, OnboardingState } from './states.ts';
import type { WaitingNoticeKey } from './waiting-notices.ts';

/** The investor's open request, as the portfolio's strip reads it (GET /api/customers/banners `request`). */
export interface OpenRequest {
  onboardingId: string;
  productName: string;
  state: OnboardingState;
  contractState: ContractState;
}

export interface RequestStrip {
  /** info: she waits on us; warning: she has something to do. */
  tone: 'info' | 'warning';
  /** What is happening, in bold. */
  title: string;
  /** What comes next for her. */
  text: string;
  /** The back office's "what happens next and how long" text shown under it, when she waits on us. */
  waiting: WaitingNoticeKey | null;
  /** The link to what she must do, or to what she can look at while she waits. */
  action: { label: string; path: string } | null;
}

const requestPath = (id: string) => `/onboarding/${encodeURIComponent(id)}`;
const step = (id: string, path: string) => `${requestPath(id)}/${path}`;

/**
 * The /portafolio strip for the investor's open request: what she waits for and her next action,
 * with the link that takes her there. Null for a request that is over (approved, disapproved or
 * cancelled): the e-mail and the alert told her.
 */
export function requestStrip(open: OpenRequest): RequestStrip | null {
  const { onboardingId: id, productName: product } = open;
  switch (open.state) {
    case 'IN_PROGRESS':
      return {
        tone: 'warning',
        title: `Tu solicitud de ${product} está incompleta.`,
        text: 'Completa tus datos para generar tu contrato.',
        waiting: null,
        action: { label: 'Completar mis datos', path: requestPath(id) },
      };
    case 'PENDING_SIGNATURE':
      return open.contractState === 'REJECTED'
        ? {
            tone: 'warning',
            title: `No pudimos validar la firma de tu contrato de ${product}.`,
            text: 'Revisa tus documentos y fírmalos de nuevo para continuar.',
            waiting: null,
            action: { label: 'Firmar de nuevo', path: step(id, 'step-2/documents') },
          }
        : {
            tone: 'warning',
            title: `Tu contrato de ${product} está listo para firmar.`,
            text: 'Revisa tus documentos y fírmalos con el código que te enviamos por correo.',
            waiting: null,
            action: { label: 'Firmar mi contrato', path: step(id, 'step-2/documents') },
          };
    case 'WAITING_FOR_APPROVAL':
      return {
        tone: 'info',
        title: `Tu solicitud de ${product} está pendiente de aprobación.`,
        text: 'Estamos revisando tu firma; no necesitas hacer nada por ahora.',
        waiting: 'SIGNATURE_REVIEW',
        action: { label: 'Ver mis documentos', path: step(id, 'step-2/documents') },
      };
    case 'PENDING_DEPOSIT':
      return {
        tone: 'warning',
        title: `Ya puedes hacer tu depósito para ${product}.`,
        text: 'Transfiere el monto de tu inversión y envíanos el comprobante.',
        waiting: null,
        action: { label: 'Hacer mi depósito', path: step(id, 'step-3/deposit') },
      };
    case 'IN_VERIFICATION':
      return {
        tone: 'info',
        title: `Estamos verificando tu transferencia de ${product}.`,
        text: 'Recibimos tu comprobante; no necesitas hacer nada por ahora.',
        waiting: 'DEPOSIT_VERIFICATION',
        action: { label: 'Ver movimientos', path: '/portafolio/movimientos' },
      };
    case 'CANCELED_BY_QUOTA_VALUE_CHANGE':
      return {
        tone: 'warning',
        title: `El valor cuota de ${product} cambió.`,
        text: 'Confirma o cancela tu solicitud para continuar.',
        waiting: null,
        action: { label: 'Revisar mi solicitud', path: requestPath(id) },
      };
    case 'ON_HOLD':
      return {
        tone: 'info',
        title: `Tu solicitud de ${product} está en revisión.`,
        text: 'Te contactaremos pronto; no necesitas hacer nada por ahora.',
        waiting: 'REQUEST_REVIEW',
        action: null,
      };
    case 'WAITING_FOR_CANCEL':
      return {
        tone: 'info',
        title: `Tu solicitud de cancelación de ${product} está en proceso.`,
        text: 'Cuando nuestro equipo de soporte la cancele podrás iniciar otra solicitud.',
        waiting: 'CANCEL_REQUEST',
        action: null,
      };
    case 'APPROVED':
    case 'DISAPPROVED':
    case 'CANCELED':
    case 'CANCELED_BY_SUPPORT':
      return null;
  }
}
