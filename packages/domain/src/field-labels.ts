import { messages } from './rules.ts';

/**
 * How each request field is named to a person: the label the web form shows (apps/web features),
 * or a plain Spanish name for fields no form shows. `prompt` is what to say when the field is
 * missing, where a friendlier sentence than "Completa el campo «…»." exists.
 */
export interface FieldLabel {
  label: string;
  prompt?: string;
}

export const fieldLabels: Readonly<Record<string, FieldLabel>> = {
  // Registration, login and passwords (RegisterPage, LoginPage, NewPasswordFields, ChangePasswordPage).
  documentType: { label: 'Tipo de documento', prompt: 'Selecciona el tipo de documento.' },
  documentNumber: { label: 'Número de documento', prompt: 'Ingresa tu número de documento.' },
  name: { label: 'Nombres', prompt: 'Ingresa tus nombres.' },
  lastName: { label: 'Apellido paterno', prompt: 'Ingresa tu apellido paterno.' },
  secondLastName: { label: 'Apellido materno' },
  email: { label: 'Correo electrónico', prompt: 'Ingresa tu correo electrónico.' },
  password: { label: 'Contraseña', prompt: 'Ingresa tu contraseña.' },
  confirmPassword: { label: 'Confirmar contraseña', prompt: 'Confirma tu contraseña.' },
  currentPassword: { label: 'Contraseña actual', prompt: 'Ingresa tu contraseña actual.' },
  acceptTerms: { label: 'Términos y condiciones', prompt: messages.acceptTerms },
  acceptPrivacy: { label: 'Política de Privacidad y Uso de Datos', prompt: messages.acceptPrivacy },
  dni: { label: 'DNI', prompt: 'Ingresa tu DNI.' },
  // Simulator (SimulatorForm) and the calculation record it sends.
  currency: { label: 'Moneda', prompt: 'Selecciona la moneda.' },
  amount: { label: 'Monto', prompt: 'Ingresa el monto que quieres invertir.' },
  months: { label: 'Plazo', prompt: 'Selecciona el plazo.' },
  source: { label: 'Origen' },
  // Feedback (FeedbackForm).
  reason: { label: 'Motivo', prompt: 'Selecciona un motivo.' },
  comment: { label: 'Comentario', prompt: 'Escribe tu comentario.' },
  operationNumber: { label: 'Número de operación' },
  // First-login questionnaire (QuestionPage).
  questionKey: { label: 'Pregunta' },
  answerKey: { label: 'Respuesta', prompt: 'Selecciona una respuesta.' },
  // Fields no form shows: sessions, tokens, preferences, identifiers in the address.
  captchaToken: { label: 'Verificación de seguridad' },
  refreshToken: { label: 'Sesión' },
  idToken: { label: 'Cuenta de Google' },
  app: { label: 'Aplicación' },
  purpose: { label: 'Motivo del código' },
  firstTimeInPortfolio: { label: 'Primera visita al portafolio' },
  hideHeadWelcoming: { label: 'Ocultar bienvenida' },
  showedOnboardingProfile: { label: 'Perfil de bienvenida mostrado' },
  id: { label: 'Producto' },
  productId: { label: 'Producto' },
  product_id: { label: 'Producto' },
  slug: { label: 'Producto' },
  type: { label: 'Tipo' },
  isInstitutional: { label: 'Institucional' },
  file: { label: 'Archivo' },
  'token-change-password': { label: 'Enlace para cambiar la contraseña' },
};

/** The label of the field at `path` (its last named segment), or undefined for an unnamed one. */
export function fieldLabelAt(path: ReadonlyArray<PropertyKey>): FieldLabel | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key === 'string') return Object.hasOwn(fieldLabels, key) ? fieldLabels[key] : undefined;
  }
  return undefined;
}
