import { z } from 'zod';
import { currencyCodes } from '../currency.ts';
import { documentNumberError, documentTypes, messages } from '../rules.ts';
import { amountInputSchema, decimalString, emailSchema, quotasInputSchema } from '../validation.ts';

/**
 * Reinvestment and transfer (requirements R7 Portfolio: registerReInvestment, registerTransfer), defined in
 * docs/business-rules.md. Both move quotas at once in one journal transaction and take an
 * Idempotency-Key.
 */

const decimal = decimalString;
const currency = z.object({ code: z.enum(currencyCodes), symbol: z.string() });
const quotas = quotasInputSchema;
const amount = amountInputSchema;

const reinvestmentAsk = z.object({
  fromProductId: z.uuid({ error: 'Elige el fondo del que sale tu dinero.' }),
  toProductId: z.uuid({ error: 'Elige el fondo en el que quieres reinvertir.' }),
  quotas: quotas.optional(),
  amount: amount.optional(),
});
const oneOf = {
  check: (v: { quotas?: string | undefined; amount?: string | undefined }) =>
    (v.quotas === undefined) !== (v.amount === undefined),
  issue: { message: 'Indica las cuotas o el monto a reinvertir (solo uno de los dos).', path: ['quotas'] },
};
const twoFunds = {
  check: (v: { fromProductId: string; toProductId: string }) => v.fromProductId !== v.toProductId,
  issue: { message: 'Elige un fondo distinto del que sale tu dinero.', path: ['toProductId'] },
};

/** GET /api/portfolio/movements/reinvestmentCalculation: the figures shown before confirming. */
export const reinvestmentCalculationQuery = reinvestmentAsk
  .refine(oneOf.check, oneOf.issue)
  .refine(twoFunds.check, twoFunds.issue);

/** POST /api/portfolio/movements/registerReInvestment: from one fund to another, quotas or amount. */
export const reinvestmentRequestBody = z
  .object({
    fromProductId: z.uuid({ error: 'Elige el fondo del que sale tu dinero.' }),
    toProductId: z.uuid({ error: 'Elige el fondo en el que quieres reinvertir.' }),
    quotas: quotas.optional(),
    amount: amount.optional(),
  })
  .refine((v) => (v.quotas === undefined) !== (v.amount === undefined), {
    message: 'Indica las cuotas o el monto a reinvertir (solo uno de los dos).',
    path: ['quotas'],
  })
  .refine((v) => v.fromProductId !== v.toProductId, {
    message: 'Elige un fondo distinto del que sale tu dinero.',
    path: ['toProductId'],
  });
export type ReinvestmentRequestBody = z.infer<typeof reinvestmentRequestBody>;

const fundSide = z.object({
  productId: z.string(),
  productName: z.string(),
  /** Signed: negative for the fund the quotas leave, positive for the one they reach. */
  quotas: decimal,
  quotaValue: decimal,
  quotaValueDate: z.string(),
});

export const reinvestmentCalculation = z.object({
  fits: z.boolean(),
  /** Why it does not fit, in Spanish; null when it fits. */
  message: z.string().nullable(),
  currency,
  applicableDay: z.string(),
  /** What the source quotas are worth; null when it does not fit. */
  amount: decimal.nullable(),
  from: fundSide.extend({
    availableQuotas: decimal,
    /** The most that may leave now: available quotas and the quarter's repurchase cap. */
    maxQuotas: decimal,
    maxAmount: decimal,
  }),
  to: fundSide.extend({ quotas: decimal.nullable() }),
});
export type ReinvestmentCalculation = z.infer<typeof reinvestmentCalculation>;

export const reinvestmentView = z.object({
  id: z.string(),
  currency,
  /** What the source quotas were worth and bought of the target, to the cent. */
  amount: decimal,
  /** The Lima day whose quota values applied (the 4:30 pm rule). */
  applicableDay: z.string(),
  from: fundSide,
  to: fundSide,
  executedAt: z.string(),
});
export type ReinvestmentView = z.infer<typeof reinvestmentView>;

/** POST /api/portfolio/movements/registerTransfer: quotas to another participant of the same fund. */
export const transferRequestBody = z.object({
  productId: z.uuid({ error: 'Elige el fondo cuyas cuotas quieres transferir.' }),
  quotas,
  recipient: z
    .object({
      documentType: z.enum(documentTypes, { error: messages.documentType }),
      documentNumber: z.string({ error: 'Ingresa el número de documento.' }).trim().min(1).max(15),
      email: emailSchema,
    })
    .superRefine((v, ctx) => {
      const issue = documentNumberError(v.documentType, v.documentNumber);
      if (issue) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: issue });
    }),
  /** The code e-mailed by POST /api/otp/request with purpose QUOTA_TRANSFER. */
  code: z
    .string({ error: 'Ingresa el código que te enviamos por correo.' })
    .trim()
    .regex(/^\d{6}$/, 'El código tiene 6 dígitos.'),
});
export type TransferRequestBody = z.infer<typeof transferRequestBody>;

export const transferView = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  currency,
  quotas: decimal,
  /** The applicable day's quota value, for the record: a transfer moves quotas, not money. */
  quotaValue: decimal,
  quotaValueDate: z.string(),
  /** quotas × that value, half-up to the cent. */
  value: decimal,
  /** First name and initial, and the document's last digits: enough to recognise, little to learn. */
  recipient: z.object({ name: z.string(), documentNumber: z.string() }),
  executedAt: z.string(),
});
export type TransferView = z.infer<typeof transferView>;

/** GET /api/portfolio/movements/transferQuotaValue: the value a transfer made now is recorded at. */
export const transferQuotaValueQuery = z.object({
  productId: z.uuid({ error: 'Elige el fondo cuyas cuotas quieres transferir.' }),
});
export type TransferQuotaValueQuery = z.infer<typeof transferQuotaValueQuery>;

export const transferQuotaValue = z.object({
  productId: z.string(),
  currency,
  /** The Lima day whose quota value applies now (the 4:30 pm rule). */
  applicableDay: z.string(),
  /** The latest value published on or before that day, and its date: what registerTransfer records. */
  quotaValue: decimal,
  quotaValueDate: z.string(),
});
export type TransferQuotaValue = z.infer<typeof transferQuotaValue>;
