import { z } from 'zod';
import { isZeroDecimal, moneyPatterns } from '../rules.ts';

/**
 * The back office posts a product's quota value of a day (issue 11, operations). Eight decimals at
 * most, greater than zero; the day in America/Lima, not after today.
 */
export const postQuotaValueRequest = z.object({
  valueDate: z.iso.date({ error: 'Ingresa la fecha del valor cuota (AAAA-MM-DD).' }),
  value: z
    .string({ error: 'Ingresa el valor cuota.' })
    .regex(moneyPatterns.quotaValue, 'El valor cuota debe ser un número con hasta 8 decimales.')
    .refine((v) => !isZeroDecimal(v), 'El valor cuota debe ser mayor que cero.'),
});
export type PostQuotaValueRequest = z.infer<typeof postQuotaValueRequest>;

export const postedQuotaValue = z.object({
  productId: z.string(),
  valueDate: z.string(),
  value: z.string(),
  /** Onboardings priced at another value that this one paused (CANCELED_BY_QUOTA_VALUE_CHANGE). */
  pausedOnboardings: z.number().int(),
  /** The value this one replaced on its day (8 decimals), null on the day's first publication. */
  replaced: z.string().nullable(),
});
export type PostedQuotaValue = z.infer<typeof postedQuotaValue>;

/**
 * GET /api/admin/products/{id}/quota-values/{date}: what publishing a value for that day would
 * replace and touch. `published` is the day's value if it has one; `previous` the nearest earlier
 * published value (what a first publication is measured against). `pricedBy` counts the executed
 * approvals and the rescues (pending or settled) priced at the day's value: a correction keeps
 * them at that value. `preparedApprovals` counts approvals prepared at it and not yet confirmed:
 * a correction voids them, so they are priced again at the corrected value.
 */
export const quotaValueDay = z.object({
  productId: z.string(),
  valueDate: z.string(),
  published: z.string().nullable(),
  previous: z.object({ valueDate: z.string(), value: z.string() }).nullable(),
  pricedBy: z.object({ approvals: z.number().int(), rescues: z.number().int() }),
  preparedApprovals: z.number().int(),
});
export type QuotaValueDay = z.infer<typeof quotaValueDay>;

export const quotaValueDayParams = z.object({
  id: z.uuid({ error: 'Producto no válido.' }),
  date: z.iso.date({ error: 'Ingresa la fecha del valor cuota (AAAA-MM-DD).' }),
});

export const quotaValueHistory = z.array(z.object({ valueDate: z.string(), value: z.string() }));

/**
 * GET /api/admin/quota-values: every product (private ones too) with its two latest published values,
 * so operations see at a glance which are up to date and how much each moved.
 */
export const quotaValueBoard = z.array(
  z.object({
    productId: z.string(),
    code: z.string(),
    name: z.string(),
    currency: z.enum(['PEN', 'USD']),
    isPrivate: z.boolean(),
    latest: z.object({ valueDate: z.string(), value: z.string() }).nullable(),
    previous: z.object({ valueDate: z.string(), value: z.string() }).nullable(),
  }),
);
export type QuotaValueBoard = z.infer<typeof quotaValueBoard>;
