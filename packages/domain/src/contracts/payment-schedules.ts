import { z } from 'zod';
import { currencyCodes } from '../currency.ts';
import { decimalString } from '../validation.ts';

/**
 * GET /api/portfolio-{type}/… (requirements R7): the payment schedules of the caller's Bono Select and Mutuo
 * Acreencias lots (docs/business-rules.md, "Payment schedules").
 */

/** The product kinds that pay their gain on a schedule. */
export const scheduleProductTypes = ['bono', 'mutuo'] as const;
export type ScheduleProductType = (typeof scheduleProductTypes)[number];

const typeParam = z.enum(scheduleProductTypes, {
  error: 'Tipo de producto no válido: solo Bono Select y Mutuo Acreencias tienen cronograma de pagos.',
});

export const scheduleProductParams = z.object({
  type: typeParam,
  id: z.uuid({ error: 'Producto no válido.' }),
});

export const scheduleLotParams = scheduleProductParams.extend({
  accountId: z.uuid({ error: 'Inversión no válida.' }),
  investmentId: z.uuid({ error: 'Tramo de inversión no válido.' }),
});

const term = z.object({ unit: z.enum(['months', 'days']), length: z.number().int() });

/** What every schedule assumes (the same for each lot of a product). */
export const scheduleTerms = z.object({
  term,
  termLabel: z.string(),
  frequency: z.enum(['monthly', 'quarterly', 'maturity']),
  frequencyLabel: z.string(),
  /** Annual rate as a fraction ("0.0925"). */
  annualRate: decimalString,
  incomeTaxRate: decimalString,
  paymentCount: z.number().int(),
  /** 'product-default': the investment does not record a chosen term, so the product's default applies. */
  termSource: z.literal('product-default'),
});

export const schedulePayment = z.object({
  number: z.number().int(),
  date: z.string(),
  gross: decimalString,
  tax: decimalString,
  net: decimalString,
  isPast: z.boolean(),
});
export type SchedulePaymentView = z.infer<typeof schedulePayment>;

const scheduleProduct = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(scheduleProductTypes),
  currency: z.object({ code: z.enum(currencyCodes), symbol: z.string() }),
});

/** One lot: a subscription (or quotas received) with its own start date. */
export const scheduleLot = z.object({
  investmentId: z.string(),
  kind: z.enum(['SUBSCRIPTION', 'REINVESTMENT', 'TRANSFER']),
  startDate: z.string(),
  maturityDate: z.string(),
  /** What the lot cost, the quotas it bought, its quota value, and the quotas of it still held. */
  amount: decimalString,
  quotas: decimalString,
  quotaValue: decimalString,
  heldQuotas: decimalString,
  /** The principal still held (amount × held ÷ quotas), 2 decimals. */
  principal: decimalString,
  totals: z.object({ gross: decimalString, tax: decimalString, net: decimalString }),
  pastNet: decimalString,
  upcomingNet: decimalString,
  nextPayment: schedulePayment.nullable(),
});
export type ScheduleLot = z.infer<typeof scheduleLot>;

export const scheduleInvestments = z.object({
  product: scheduleProduct,
  /** The caller's investment (holding) in the product: the `{accountId}` of the lot calls. */
  accountId: z.string(),
  terms: scheduleTerms,
  lots: z.array(scheduleLot),
  totals: z.object({ principal: decimalString, net: decimalString, upcomingNet: decimalString }),
});
export type ScheduleInvestments = z.infer<typeof scheduleInvestments>;

export const scheduleProjection = z.object({
  product: scheduleProduct,
  accountId: z.string(),
  investmentId: z.string(),
  terms: scheduleTerms,
  payments: z.array(schedulePayment),
  totals: z.object({ gross: decimalString, tax: decimalString, net: decimalString }),
});
export type ScheduleProjection = z.infer<typeof scheduleProjection>;

export const scheduleDetail = z.object({
  product: scheduleProduct,
  accountId: z.string(),
  terms: scheduleTerms,
  lot: scheduleLot,
  /** Principal plus net gain still to come: what the lot returns from today to maturity. */
  upcomingWithPrincipal: decimalString,
  /** The assumptions behind the figures, in Spanish, for the screen. */
  notes: z.array(z.string()),
});
export type ScheduleDetail = z.infer<typeof scheduleDetail>;
