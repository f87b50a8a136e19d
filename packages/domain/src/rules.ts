/**
 * Validation rules of requirements R5 as plain predicates, patterns and Spanish messages, shared by the web
 * forms and the API. No zod here: a screen that only checks an e-mail (the footer's newsletter) does
 * not download zod with it. The zod schemas built from these rules are in validation.ts.
 */

export const messages = {
  required: 'No puede estar vacío',
  email: 'Ingresa un correo electrónico válido.',
  password:
    'La contraseña debe tener entre 8 y 30 caracteres, con al menos una mayúscula, una minúscula y un número.',
  passwordsDiffer: 'Las contraseñas no coinciden.',
  lettersOnly: 'Solo se permiten letras, espacios, guiones y apóstrofos.',
  digitsOnly: 'Solo se permiten números.',
  identifier: 'Solo se permiten letras, números, guion bajo, punto y guion.',
  acceptTerms: 'Debes aceptar los términos y condiciones.',
  acceptPrivacy: 'Debes aceptar la política de privacidad.',
  documentType: 'Selecciona un tipo de documento válido.',
  dateRange: 'La fecha desde no puede ser posterior a la fecha hasta.',
} as const;

/** A "desde … hasta" range of ISO days runs backwards (either end may be missing). */
export const isBackwardRange = (from: string | undefined, to: string | undefined): boolean =>
  Boolean(from && to && from > to);

// Email (R5): one @, a domain of at most 4 non-empty dot-separated segments, no spaces.
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const EMAIL_DOMAIN_SEGMENT = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH || /\s/.test(value)) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (!EMAIL_LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return false;
  const segments = domain.split('.');
  if (segments.length < 2 || segments.length > 4) return false;
  if (!segments.every((s) => EMAIL_DOMAIN_SEGMENT.test(s))) return false;
  return /^[A-Za-z]{2,}$/.test(segments[segments.length - 1] ?? '');
}

// Password (R5, R9): 8 to 30 characters, at least one upper, one lower, one digit; letters, digits,
// spaces and a few symbols only.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;
const PASSWORD_ALLOWED = /^[A-Za-z0-9ÁÉÍÓÚÜÑáéíóúüñ !@#$%^&*()_+\-=.,;:?¿¡*/]+$/;

export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /[A-ZÁÉÍÓÚÜÑ]/.test(value) &&
    /[a-záéíóúüñ]/.test(value) &&
    /\d/.test(value) &&
    PASSWORD_ALLOWED.test(value)
  );
}

// Text patterns (R5).
export const patterns = {
  digits: /^\d+$/,
  letters: /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ ]+$/,
  // A person's name: words of letters joined by spaces, hyphens ("Vargas-Villanueva") or apostrophes
  // ("D'Angelo"); a hyphen or apostrophe stands between two letters.
  personName: /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ](?:[A-Za-zÁÉÍÓÚÜÑáéíóúüñ ]|[-'’](?=[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]))*$/,
  identifier: /^[A-Za-z0-9_.-]+$/,
} as const;

// Money and quota inputs (requirements R5): plain decimal strings, digits with an optional point and decimals; no
// sign, no grouping commas, no spaces (a form trims before it checks). Strings, never floats: these
// predicates read the digits as written, so a form can check an amount without decimal.js.

/** A plain decimal with 1 to `integers` digits before the point and 1 to `decimals` after it. */
export function decimalPattern(integers: number, decimals: number, opts: { signed?: boolean } = {}): RegExp {
  return new RegExp(`^${opts.signed ? '-?' : ''}\\d{1,${integers}}(\\.\\d{1,${decimals}})?$`);
}

export const moneyPatterns = {
  /** An amount of money to operate (a rescue, a reinvestment, a purchase): 2 decimals. */
  amount: /* @__PURE__ */ decimalPattern(15, 2),
  /** An amount an onboarding invests or pays in: 12 integer digits, 2 decimals. */
  investmentAmount: /* @__PURE__ */ decimalPattern(12, 2),
  /** A number of quotas (units): 8 decimals. */
  quotas: /* @__PURE__ */ decimalPattern(15, 8),
  /** A quota value: 12 integer digits, 8 decimals. */
  quotaValue: /* @__PURE__ */ decimalPattern(12, 8),
  /** A USD/PEN exchange rate (NUMERIC(10,4) within its band). */
  exchangeRate: /* @__PURE__ */ decimalPattern(2, 4),
  /** Any decimal string an answer carries, signed, any precision ("-12.5", "0.00000001"). */
  decimal: /^-?\d+(\.\d+)?$/,
} as const;

/** What a form says of an amount or a number of quotas that is not in its format. */
export const moneyMessages = {
  amount: 'Ingresa el monto como un número con hasta 2 decimales.',
  quotas: 'Ingresa las cuotas como un número con hasta 8 decimales.',
  investmentAmount: 'Ingresa un monto válido, con hasta 2 decimales.',
} as const;

/** A plain decimal string whose digits are all zero ("0", "000.00"). */
export const isZeroDecimal = (value: string): boolean => /^-?0+(\.0+)?$/.test(value);

/** A plain decimal string greater than zero, as `Number(value) > 0` would say without a float. */
export const isPositiveDecimal = (value: string): boolean =>
  moneyPatterns.decimal.test(value) && !value.startsWith('-') && !isZeroDecimal(value);

/**
 * Compares two plain decimal strings (an optional "-", digits, an optional point) without a float:
 * -1, 0 or 1. Anything else is a SyntaxError.
 */
export function compareDecimalStrings(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const scaled = (int: string, fraction: string) => {
    const negative = int.startsWith('-');
    const n = BigInt(`${negative ? int.slice(1) : int}${fraction.padEnd(width, '0')}`);
    return negative ? -n : n;
  };
  const na = scaled(ai, af);
  const nb = scaled(bi, bf);
  return na < nb ? -1 : na > nb ? 1 : 0;
}

// Document number per document type (R5).
export const documentTypes = ['DNI', 'PASAPORTE', 'CARNE_EXTRANJERIA', 'OTRO'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const documentTypeLabels: Record<DocumentType, string> = {
  DNI: 'DNI',
  PASAPORTE: 'Pasaporte',
  CARNE_EXTRANJERIA: 'Carné de extranjería',
  OTRO: 'Otro',
};

const documentRules: Record<DocumentType, { pattern: RegExp; maxLength: number; message: string }> = {
  DNI: { pattern: /^\d{8}$/, maxLength: 8, message: 'El DNI debe tener exactamente 8 dígitos.' },
  PASAPORTE: {
    pattern: /^[A-Za-z0-9]{1,12}$/,
    maxLength: 12,
    message: 'El pasaporte admite hasta 12 letras o números.',
  },
  CARNE_EXTRANJERIA: {
    pattern: /^[A-Za-z0-9]{1,12}$/,
    maxLength: 12,
    message: 'El carné de extranjería admite hasta 12 letras o números.',
  },
  OTRO: {
    pattern: /^[A-Za-z0-9]{1,15}$/,
    maxLength: 15,
    message: 'El documento admite hasta 15 letras o números.',
  },
};

export function documentNumberMaxLength(type: DocumentType): number {
  return documentRules[type].maxLength;
}

export function documentNumberError(type: DocumentType, value: string): string | null {
  return documentRules[type].pattern.test(value) ? null : documentRules[type].message;
}

/**
 * A form's document-number refinement runs when its type and number themselves parsed, whatever the
 * other fields hold: zod otherwise skips an object's refinements after any aborting issue (an
 * unchecked box, an empty e-mail), and a short DNI went unexplained while the names were blamed.
 */
export const whenDocumentParsed = {
  // An issue with no path is the whole input's (not an object at all): nothing to check then.
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    !payload.issues.some(
      (i) => !i.path?.length || i.path[0] === 'documentType' || i.path[0] === 'documentNumber',
    ),
};
