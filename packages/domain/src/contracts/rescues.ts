import { z } from 'zod';
import { currencyCodes } from '../currency.ts';
import { amountInputSchema, decimalString, quotasInputSchema } from '../validation.ts';

/** Rescue (rescate) calls: requirements R7 Rescues and Portfolio (docs/business-rules.md, "Rescues"). */

const decimal = decimalString;
const productId = z.uuid({ error: 'Elige un fondo válido.' });
const quotas = quotasInputSchema;
const amount = amountInputSchema;
const currency = z.object({ code: z.enum(currencyCodes), symbol: z.string() });

/** What to rescue: a number of quotas or an amount of money, never both. */
const ask = z.object({ productId, quotas: quotas.optional(), amount: amount.optional() });
const oneOf = <T extends { quotas?: string | undefined; amount?: string | undefined }>(v: T) =>
  (v.quotas === undefined) !== (v.amount === undefined);
const oneOfMessage = {
  message: 'Indica las cuotas o el monto a rescatar (solo uno de los dos).',
  path: ['quotas'],
};

/** GET /api/portfolio/investments/rescueCalculation */
export const rescueCalculationQuery = ask.refine(oneOf, oneOfMessage);
export type RescueCalculationQuery = z.infer<typeof rescueCalculationQuery>;

/** POST /api/rescues (and POST /api/portfolio/movements/registerRescue) */
export const rescueRequestBody = ask
  .extend({ bankAccountId: z.uuid({ error: 'Elige la cuenta bancaria donde recibirás el dinero.' }) })
  .refine(oneOf, oneOfMessage);
export type RescueRequestBody = z.infer<typeof rescueRequestBody>;

export const rescueIdParams = z.object({ id: z.uuid({ error: 'No encontramos la solicitud de rescate.' }) });

/** GET /api/rescues/can-rescue: optional product. */
export const canRescueQuery = z.object({ productId: productId.optional() });

/** The figures a rescue is checked against, shown before the investor confirms. */
export const rescueLimits = z.object({
  productId: z.string(),
  productName: z.string(),
  currency,
  quotaValue: decimal,
  quotaValueDate: z.string(),
  /** The Lima day whose quota value applies (the 4:30 pm rule). */
  applicableDay: z.string(),
  availableQuotas: decimal,
  /** `2026-Q4` */
  quarter: z.string(),
  capRemainingQuotas: decimal,
  capRemainingAmount: decimal,
  /** The most that may be asked now: the smaller of the available quotas and the cap's remainder. */
  maxQuotas: decimal,
  maxAmount: decimal,
});

export const rescueCalculation = rescueLimits.extend({
  fits: z.boolean(),
  quotas: decimal,
  amount: decimal,
  /** Why it does not fit, in Spanish; null when it fits. */
  message: z.string().nullable(),
});
export type RescueCalculation = z.infer<typeof rescueCalculation>;

export const rescueStatuses = ['PENDING', 'SETTLED', 'CANCELED', 'REJECTED'] as const;
export type RescueStatus = (typeof rescueStatuses)[number];
export const rescueStatusLabels: Record<RescueStatus, string> = {
  PENDING: 'Pendiente',
  SETTLED: 'Pagado',
  REJECTED: 'Rechazado',
  CANCELED: 'Cancelado',
};

export const rescueView = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  currency,
  quotas: decimal,
  quotaValue: decimal,
  quotaValueDate: z.string(),
  amount: decimal,
  status: z.enum(rescueStatuses),
  bankAccount: z.object({ id: z.string(), bankName: z.string(), accountNumber: z.string() }),
  requestedAt: z.string(),
  resolvedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type RescueView = z.infer<typeof rescueView>;

export const canRescue = z.object({
  canRescue: z.boolean(),
  /** Why not, in Spanish; null when some fund can be rescued. */
  message: z.string().nullable(),
  products: z.array(rescueLimits.extend({ canRescue: z.boolean() })),
});
export type CanRescue = z.infer<typeof canRescue>;

export const rescueTotals = z.object({
  count: z.number().int(),
  totals: z.array(z.object({ currency, amount: decimal, count: z.number().int() })),
});
export type RescueTotals = z.infer<typeof rescueTotals>;

/** Back office: settle or reject a pending rescue. */
export const rescueRejectBody = z.object({
  reason: z
    .string({ error: 'Indica el motivo del rechazo.' })
    .trim()
    .min(5, 'Indica el motivo del rechazo (al menos 5 caracteres).')
    .max(500, 'El motivo puede tener hasta 500 caracteres.'),
});
export const adminRescueListQuery = z.object({
  status: z.enum(rescueStatuses, { error: 'Estado no válido.' }).optional(),
});
export const adminRescueView = rescueView.extend({
  investor: z.object({ id: z.string(), name: z.string(), documentNumber: z.string(), email: z.string() }),
  /** The account in full, for operations to make the transfer (investors see it masked). */
  payTo: z.object({ bank: z.string(), bankName: z.string(), accountNumber: z.string(), cci: z.string() }),
  /** Who registered the payment or the rejection (resolvedAt says when); null while pending or canceled by the investor. */
  resolvedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type AdminRescueView = z.infer<typeof adminRescueView>;
