import { adminAccessErrorCatalogue } from './admin-access-errors.ts';
import { onboardingErrorCatalogue } from './onboarding/errors.ts';

/**
 * The error catalogue (requirements R8): a stable code for programs, the HTTP status the API answers with,
 * and the Spanish message a person reads. The API's one error handler maps codes to statuses; the web
 * reads `code` to decide what to show.
 */
export const errorCatalogue = {
  VALIDATION_ERROR: { status: 400, message: 'Revisa los datos ingresados.' },
  BAD_REQUEST: { status: 400, message: 'La solicitud no es válida.' },
  INVALID_URL: { status: 400, message: 'La dirección solicitada no es válida.' },
  UNAUTHORIZED: { status: 401, message: 'Tu sesión ha expirado. Inicia sesión nuevamente.' },
  INVALID_CREDENTIALS: { status: 401, message: 'El correo o la contraseña no son correctos.' },
  GOOGLE_TOKEN_INVALID: {
    status: 401,
    message: 'No pudimos validar tu cuenta de Google. Inténtalo de nuevo.',
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message: 'Aún no has verificado tu correo. Revisa tu bandeja de entrada.',
  },
  ACCOUNT_LOCKED: {
    status: 423,
    message:
      'Por seguridad bloqueamos el acceso tras varios intentos fallidos. Inténtalo de nuevo en 15 minutos.',
  },
  CAPTCHA_FAILED: { status: 400, message: 'No pudimos verificar que eres una persona. Inténtalo de nuevo.' },
  INVALID_CURRENT_PASSWORD: { status: 400, message: 'La contraseña actual no es correcta.' },
  SAME_PASSWORD: { status: 400, message: 'La nueva contraseña debe ser distinta de la actual.' },
  INVALID_CODE: { status: 400, message: 'El código no es válido o ha expirado.' },
  FILE_TYPE_NOT_ALLOWED: { status: 415, message: 'Solo se permiten imágenes JPG, PNG o WEBP.' },
  FEATURE_DISABLED: { status: 404, message: 'Esta opción no está disponible.' },
  FORBIDDEN: { status: 403, message: 'No tienes permiso para realizar esta acción.' },
  ACCOUNT_DISABLED: { status: 403, message: 'Tu cuenta está desactivada. Comunícate con soporte.' },
  /** An open session whose account the back office disabled: 401, so the web ends the session and says why. */
  SESSION_ACCOUNT_DISABLED: {
    status: 401,
    message: 'Tu cuenta fue desactivada y cerramos tu sesión. Comunícate con soporte.',
  },
  NOT_FOUND: { status: 404, message: 'No encontramos lo que buscabas.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'La ruta solicitada no existe.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Esta dirección no admite la operación solicitada.' },
  REQUEST_TIMEOUT: { status: 408, message: 'La solicitud tardó demasiado. Inténtalo de nuevo.' },
  EMAIL_TAKEN: { status: 409, message: 'Ya existe una cuenta registrada con este correo.' },
  DOCUMENT_TAKEN: { status: 409, message: 'Ya existe una cuenta registrada con este documento.' },
  CONFLICT: { status: 409, message: 'La operación entra en conflicto con el estado actual.' },
  /** A write raced another tab or device: the onboarding's version or state moved since it was read. */
  ONBOARDING_CHANGED: {
    status: 409,
    message: 'La solicitud cambió en otra pestaña o dispositivo. Vuelve a cargarla.',
  },
  TOKEN_INVALID: { status: 400, message: 'El enlace no es válido o ya fue utilizado.' },
  TOKEN_EXPIRED: { status: 410, message: 'El enlace ha expirado. Solicita uno nuevo.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'El archivo o los datos enviados son demasiado grandes.' },
  URI_TOO_LONG: { status: 414, message: 'La dirección solicitada es demasiado larga.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'El tipo de contenido enviado no es compatible.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'Los encabezados de la solicitud son demasiado grandes.' },
  DNI_NOT_FOUND: { status: 404, message: 'DNI no encontrado, por favor vuelva a intentarlo' },
  PRODUCT_LOCKED: {
    status: 423,
    message: 'Este producto no está disponible por el momento.',
  },
  /** The daily quota update is under way: an investment cannot be priced yet (docs/business-rules.md). */
  QUOTA_VALUE_UPDATING: {
    status: 400,
    message:
      'El valor cuota se está actualizando. Para continuar con tu solicitud comunícate con un asesor de inversiones por WhatsApp.',
  },
  RATE_LIMITED: {
    status: 429,
    message:
      'Has realizado muchas consultas en un corto período. Para garantizar un buen servicio, te pedimos que esperes unos momentos.',
  },
  INTERNAL_ERROR: { status: 500, message: 'Al parecer hubo un problema, por favor inténtalo de nuevo.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'Estamos en mantenimiento. Vuelve a intentarlo en unos minutos.',
  },
  /** A dependency (the database) cannot be reached now: nothing was done, the same request may be sent again. */
  DEPENDENCY_UNAVAILABLE: {
    status: 503,
    message: 'El servicio no está disponible en este momento. Vuelve a intentarlo en unos segundos.',
  },
  /** The file store has no room left (a full disk): the upload was not kept, nothing else changed. */
  STORAGE_FULL: {
    status: 507,
    message:
      'No hay espacio para guardar el archivo en este momento. Inténtalo más tarde; si continúa, comunícate con soporte.',
  },
  /** Too much heavy work queued (a login storm, say): refused at once, with Retry-After. */
  SERVER_BUSY: {
    status: 503,
    message: 'Estamos recibiendo muchas solicitudes. Inténtalo de nuevo en unos segundos.',
  },
  ...onboardingErrorCatalogue,
  ...adminAccessErrorCatalogue,
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** A failure a use case reports on purpose; the API turns it into the error envelope. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[];
  /** When set, the API answers `Retry-After` with these seconds (an overload refusal says when to come back). */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    code: ErrorCode,
    message?: string,
    errors: FieldError[] = [],
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'DomainError';
    this.code = code;
    this.errors = errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export interface FieldError {
  /** Dotted path of the offending field, e.g. `body.email`. */
  field: string;
  message: string;
}
