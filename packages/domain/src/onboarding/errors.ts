/**
 * The onboarding's refusals, merged into the error catalogue (../errors.ts). A wrong-state action is
 * a 409 with its own stable code, so the web can pick the dialog (for instance the post-signing modal
 * on ONBOARDING_CANCEL_AFTER_APPROVAL, requirements R8). Which cell of the state × event table gives which
 * code: refusals.ts and docs/onboarding.md.
 */
export const onboardingErrorCatalogue = {
  ONBOARDING_STEP_1_PENDING: {
    status: 409,
    message: 'Completa tus datos antes de generar y firmar tu contrato.',
  },
  ONBOARDING_STEP_1_INCOMPLETE: {
    status: 409,
    message: 'Completa todos los datos del paso 1 antes de continuar.',
  },
  ONBOARDING_STEP_1_COMPLETED: {
    status: 409,
    message: 'Ya completaste tus datos. Continúa con la firma de tu contrato.',
  },
  ONBOARDING_CONTRACT_NOT_GENERATED: {
    status: 409,
    message: 'Primero genera tu contrato para poder firmarlo.',
  },
  ONBOARDING_CONTRACT_NOT_SIGNED: {
    status: 409,
    message: 'No puedes registrar el depósito antes de firmar tu contrato.',
  },
  ONBOARDING_CONTRACT_ALREADY_SIGNED: { status: 409, message: 'Tu contrato ya fue firmado.' },
  ONBOARDING_SIGNING_IN_REVIEW: {
    status: 409,
    message: 'Estamos revisando tu contrato firmado. Podrás registrar tu depósito cuando lo aprobemos.',
  },
  ONBOARDING_DEPOSIT_ALREADY_REGISTERED: {
    status: 409,
    message: 'Tu depósito ya fue registrado y lo estamos verificando.',
  },
  ONBOARDING_NO_SIGNING_TO_REVIEW: {
    status: 409,
    message: 'Esta solicitud no tiene una firma pendiente de revisión.',
  },
  ONBOARDING_NO_DEPOSIT_TO_VERIFY: {
    status: 409,
    message: 'Esta solicitud no tiene un depósito pendiente de verificación.',
  },
  ONBOARDING_NOT_READY_FOR_REVIEW: {
    status: 409,
    message: 'Esta solicitud aún no está lista para ser evaluada.',
  },
  ONBOARDING_CANCEL_AFTER_APPROVAL: {
    status: 409,
    message:
      'Tu contrato ya fue aprobado, por lo que no puedes cancelar la solicitud directamente. Solicita la cancelación a nuestro equipo de soporte.',
  },
  ONBOARDING_CANCEL_DIRECTLY: {
    status: 409,
    message: 'Puedes cancelar esta solicitud directamente, sin intervención de soporte.',
  },
  ONBOARDING_CANCEL_IN_PROCESS: {
    status: 409,
    message:
      'Tu solicitud de cancelación está en proceso. Una vez que nuestro equipo de soporte cancele tu operación podrás iniciar otra solicitud.',
  },
  ONBOARDING_NO_CANCEL_REQUEST: {
    status: 409,
    message: 'Esta solicitud no tiene una cancelación pendiente.',
  },
  ONBOARDING_CANCELED: { status: 409, message: 'Esta solicitud fue cancelada.' },
  ONBOARDING_ALREADY_APPROVED: { status: 409, message: 'Esta solicitud ya fue aprobada.' },
  ONBOARDING_DISAPPROVED: { status: 409, message: 'Esta solicitud no fue aprobada.' },
  ONBOARDING_QUOTA_VALUE_CHANGED: {
    status: 409,
    message: 'El valor cuota ha cambiado. Confirma o cancela tu solicitud para continuar.',
  },
  ONBOARDING_NO_QUOTA_CHANGE: {
    status: 409,
    message: 'Esta solicitud no tiene un cambio de valor cuota pendiente.',
  },
  ONBOARDING_NOT_AFFECTED_BY_QUOTA_CHANGE: {
    status: 409,
    message: 'Esta solicitud no se ve afectada por el cambio de valor cuota.',
  },
  /** Worded so it never reveals a restricted-list match (issue 9 item 3). */
  ONBOARDING_ON_HOLD: {
    status: 409,
    message: 'Tu solicitud está en revisión. Te contactaremos pronto.',
  },
  ONBOARDING_NOT_ON_HOLD: { status: 409, message: 'Esta solicitud no está en revisión.' },
  /** Create refused: an onboarding in flight the investor can continue or cancel (requirements R8: 409). */
  ONBOARDING_PENDING: {
    status: 409,
    message: 'Ya tienes una solicitud en curso. Continúala o cancélala para iniciar una nueva.',
  },
  /** Create refused: an onboarding the back office is reviewing (requirements R8: 400, "pending buttons enabled"). */
  ONBOARDING_PENDING_REVIEW: {
    status: 400,
    message:
      'Ya tienes una solicitud en revisión. Te avisaremos cuando termine para que puedas iniciar otra.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type OnboardingErrorCode = keyof typeof onboardingErrorCatalogue;
