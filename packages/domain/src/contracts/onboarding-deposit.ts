import { z } from 'zod';
import { currencyCodes } from '../currency.ts';
import { onboardingStates } from '../onboarding/states.ts';
import { isPositiveDecimal, moneyMessages, moneyPatterns } from '../rules.ts';
import { decimalString } from '../validation.ts';

/**
 * Onboarding step 3, the deposit (requirements R2 step-3/deposit, R7 deposit/{id}, deposit/register,
 * {id}/deposit). The limits are shared by the web's uploader and the API, so both refuse the same
 * files with the same words. Rules and readings: docs/onboarding.md, "Step 3: deposit".
 */

/** Vouchers per deposit, counting the ones added later with POST {id}/deposit. */
export const DEPOSIT_MAX_FILES = 5;
export const DEPOSIT_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Longest side of a stored voucher photo: large enough to read a bank's small print. */
export const DEPOSIT_MAX_IMAGE_SIDE = 2400;
/** What a voucher may be, decided by its bytes on the server. */
export const DEPOSIT_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DEPOSIT_FILE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
/** Longest file name kept for display. */
export const MAX_FILE_NAME_LENGTH = 120;

export const depositMessages = {
  tooLarge: 'Cada comprobante debe pesar como máximo 5 MB.',
  tooMany: `Puedes adjuntar hasta ${DEPOSIT_MAX_FILES} comprobantes.`,
  noFile: 'Adjunta al menos un comprobante de tu transferencia.',
  wrongType: (name: string) => `«${name}» no es una imagen JPG o PNG ni un PDF.`,
  mismatch: (name: string, claimed: string, real: string) =>
    `«${name}» dice ser ${claimed} pero su contenido es ${real === 'PDF' ? 'un PDF' : `una imagen ${real}`}.`,
  empty: (name: string) => `«${name}» está vacío.`,
  oversize: (name: string) => `«${name}» pesa más de 5 MB.`,
  futureDate: 'La fecha de la transferencia no puede ser posterior a hoy.',
} as const;

const isoDate = z
  .string({ error: 'Ingresa la fecha de la transferencia.' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ingresa una fecha válida.')
  .refine((v) => {
    const t = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
  }, 'Ingresa una fecha válida.')
  .refine((v) => v >= '2000-01-01', 'Ingresa una fecha válida.');

/**
 * The transfer as the investor typed it. The date is checked against today (Lima) by the API and by
 * the form, each with its own clock: the schema does not know what day it is.
 */
export const depositDetails = z.object({
  operationNumber: z
    .string({ error: 'Ingresa el número de operación.' })
    .trim()
    .min(1, 'Ingresa el número de operación.')
    .max(30, 'Máximo 30 caracteres.')
    .regex(/^[A-Za-z0-9-]+$/, 'Usa solo letras, números y guiones.'),
  transferDate: isoDate,
  amount: z
    .string({ error: 'Ingresa el monto transferido.' })
    .trim()
    .min(1, 'Ingresa el monto transferido.')
    .regex(moneyPatterns.investmentAmount, moneyMessages.investmentAmount)
    .refine(isPositiveDecimal, 'El monto debe ser mayor que cero.'),
  bank: z
    .string({ error: 'Selecciona el banco de origen.' })
    .trim()
    .min(1, 'Selecciona el banco de origen.')
    .max(40)
    .regex(/^[A-Z0-9_]+$/, 'Selecciona el banco de origen.'),
});
export type DepositDetails = z.infer<typeof depositDetails>;

const onboardingId = z.uuid({ error: 'Solicitud no válida.' });

/** The text fields of POST /api/onboarding/deposit/register (multipart, with files[]). */
export const registerDepositFields = depositDetails.extend({ onboardingId });
export type RegisterDepositFields = z.infer<typeof registerDepositFields>;

/** The text fields of POST /api/onboarding/{id}/deposit (multipart, with files[]). */
export const addDepositVoucherFields = z.object({ onboardingId: onboardingId.optional() });

export const depositAccount = z.object({
  bank: z.string(),
  currency: z.enum(currencyCodes),
  accountNumber: z.string(),
  cci: z.string(),
  holder: z.string(),
});
export type DepositAccount = z.infer<typeof depositAccount>;

export const depositVoucher = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type DepositVoucher = z.infer<typeof depositVoucher>;

/**
 * GET /api/onboarding/deposit/{id}, also the answer of both registering calls: what to transfer and
 * where, the transfer already registered and its vouchers.
 */
export const depositView = z.object({
  onboardingId: z.string(),
  state: z.enum(onboardingStates),
  product: z.object({
    id: z.string(),
    name: z.string(),
    currency: z.object({ code: z.enum(currencyCodes), symbol: z.string() }),
  }),
  /** The investment part's amount (2 decimals); null if the part is missing. */
  amount: decimalString.nullable(),
  accounts: z.array(depositAccount),
  /** The transfer registered (last registration), null before. */
  deposit: depositDetails.extend({ bankName: z.string(), registeredAt: z.string() }).nullable(),
  vouchers: z.array(depositVoucher),
  /** PENDING_DEPOSIT: the form can be sent. */
  canRegister: z.boolean(),
  /** IN_VERIFICATION with room for more vouchers: POST {id}/deposit adds one. */
  canAddVouchers: z.boolean(),
});
export type DepositView = z.infer<typeof depositView>;

/**
 * The declaration the investor confirms before sending the voucher (requirements R3 part "checking", R7
 * POST checking/register). The API stores this text with the time and address it was accepted.
 */
export const CHECKING_DECLARATION =
  'Declaro que el dinero que transfiero proviene de fuentes lícitas, que la transferencia se hizo desde una cuenta a mi nombre y que los datos de mi solicitud son verdaderos.';

/** POST /api/onboarding/checking/register */
export const checkingRequest = z.object({
  onboardingId,
  declarationAccepted: z.literal(true, { error: 'Confirma la declaración para enviar tu comprobante.' }),
});
export type CheckingRequest = z.infer<typeof checkingRequest>;

export const checkingResponse = z.object({
  onboardingId: z.string(),
  declaration: z.string(),
  acceptedAt: z.string(),
});
export type CheckingResponse = z.infer<typeof checkingResponse>;

/** POST /api/onboarding/letter/register: the investor asks for the newsletter (requirements R3 "letter"). */
export const letterRequest = z.object({ onboardingId });
export type LetterRequest = z.infer<typeof letterRequest>;

export const letterResponse = z.object({ onboardingId: z.string(), email: z.string(), message: z.string() });
export type LetterResponse = z.infer<typeof letterResponse>;
