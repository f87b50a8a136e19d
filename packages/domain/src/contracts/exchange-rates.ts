import { z } from 'zod';
import { compareDecimalStrings, isZeroDecimal, moneyPatterns } from '../rules.ts';

/**
 * The USD/PEN rate operations publish each day (issue 11, operations): a buy and a sell rate with up
 * to 4 decimals (NUMERIC(10,4)), both positive and within a plausible band, sell not below buy. One
 * rate per Lima day; publishing a day that has one is refused unless it is sent as a correction.
 */
export const EXCHANGE_RATE_MIN = '0.5';
export const EXCHANGE_RATE_MAX = '20';

const rate = (label: string) =>
  z
    .string({ error: `Ingresa el tipo de cambio de ${label}.` })
    .trim()
    .regex(moneyPatterns.exchangeRate, `El tipo de cambio de ${label} es un número con hasta 4 decimales.`)
    .refine((v) => !isZeroDecimal(v), `El tipo de cambio de ${label} debe ser mayor que cero.`);

export const publishExchangeRateRequest = z
  .object({
    rateDate: z.iso.date({ error: 'Ingresa la fecha del tipo de cambio (AAAA-MM-DD).' }),
    buy: rate('compra'),
    sell: rate('venta'),
    source: z
      .string()
      .trim()
      .min(2, 'Indica la fuente del tipo de cambio.')
      .max(80, 'Máximo 80 caracteres.')
      .default('Mesa de dinero Invierte'),
    /** True to replace the day's published rate (a correction, recorded with before and after). */
    correction: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const inBand = (x: string) =>
      compareDecimalStrings(x, EXCHANGE_RATE_MIN) >= 0 && compareDecimalStrings(x, EXCHANGE_RATE_MAX) <= 0;
    for (const side of ['buy', 'sell'] as const)
      if (moneyPatterns.exchangeRate.test(v[side]) && !isZeroDecimal(v[side]) && !inBand(v[side]))
        ctx.addIssue({
          code: 'custom',
          path: [side],
          message: `El tipo de cambio debe estar entre ${EXCHANGE_RATE_MIN} y ${EXCHANGE_RATE_MAX} soles por dólar.`,
        });
    if (
      moneyPatterns.exchangeRate.test(v.buy) &&
      moneyPatterns.exchangeRate.test(v.sell) &&
      compareDecimalStrings(v.sell, v.buy) < 0
    )
      ctx.addIssue({
        code: 'custom',
        path: ['sell'],
        message: 'El tipo de cambio de venta no puede ser menor que el de compra.',
      });
  });
export type PublishExchangeRateRequest = z.input<typeof publishExchangeRateRequest>;

export const adminExchangeRate = z.object({
  rateDate: z.string(),
  buy: z.string(),
  sell: z.string(),
  source: z.string(),
});
export type AdminExchangeRate = z.infer<typeof adminExchangeRate>;

export const adminExchangeRateList = z.object({
  items: z.array(adminExchangeRate),
  /** Today in Lima, so the screen knows whether today's rate is published. */
  today: z.string(),
});
export type AdminExchangeRateList = z.infer<typeof adminExchangeRateList>;

export const adminExchangeRateListQuery = z.object({
  limit: z.coerce
    .number({ error: 'El límite debe ser un número.' })
    .int('El límite debe ser un número entero.')
    .min(1, 'El límite mínimo es 1.')
    .max(366, 'El límite máximo es 366.')
    .default(60),
});

export const publishedExchangeRate = adminExchangeRate.extend({
  /** The replaced rate when this was a correction. */
  previous: adminExchangeRate.nullable(),
});
export type PublishedExchangeRate = z.infer<typeof publishedExchangeRate>;
