import { z } from 'zod';

/**
 * The back office posts a product's quota value of a day (issue 11, operations). Eight decimals at
 * most, greater than zero; the day in America/Lima, not after today.
 */
export const postQuotaValueRequest = z.object({
  valueDate: z.iso.date({ error: 'Ingresa la fecha del valor cuota (AAAA-MM-DD).' }),
  value: z
    .string({ error: 'Ingresa el valor cuota.' })
    .regex(/^\d{1,12}(\.\d{1,8})?$/, 'El valor cuota debe ser un número con hasta 8 decimales.')
    .refine((v) => !/^0+(\.0+)?$/.test(v), 'El valor cuota debe ser mayor que cero.'),
});
export type PostQuotaValueRequest = z.infer<typeof postQuotaValueRequest>;

export const postedQuotaValue = z.object({
  productId: z.string(),
  valueDate: z.string(),
  value: z.string(),
  /** Onboardings priced at another value that this one paused (CANCELED_BY_QUOTA_VALUE_CHANGE). */
  pausedOnboardings: z.number().int(),
});
export type PostedQuotaValue = z.infer<typeof postedQuotaValue>;

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
