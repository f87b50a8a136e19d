import { z } from 'zod';
import { currencyCodes } from '../currency.ts';
import { decimalString } from '../validation.ts';

/**
 * The portfolio's charts (requirements R7: {id}/chart-investment-history, chart-global-investment-history,
 * chart-income-and-expenses, chart-global-income-and-expenses-history). What each series means is
 * defined in docs/ledger.md, "Charts".
 */

const currency = z.object({ code: z.enum(currencyCodes), symbol: z.string() });

export const chartGranularities = ['day', 'month'] as const;
export type ChartGranularity = (typeof chartGranularities)[number];

const months = z.coerce
  .number({ error: 'El periodo debe ser un número de meses.' })
  .int('El periodo debe ser un número entero de meses.')
  .min(1, 'El periodo es de al menos 1 mes.')
  .max(60, 'El periodo es de hasta 60 meses.')
  .default(12);

export const investmentHistoryQuery = z.object({
  months,
  granularity: z
    .enum(chartGranularities, { error: 'El detalle debe ser por día o por mes.' })
    .default('month'),
});
export type InvestmentHistoryQuery = z.infer<typeof investmentHistoryQuery>;

/**
 * One point of a value history: at the end of Lima day `date`, the quotas held, the quota value in
 * force (latest published on or before `date`), their value (quotas × quota value, half-up to the
 * cent), `invested`: the cost of the quotas held that day, and `gain`: what the holding had earned by
 * then (value − invested + the gain realised up to that day), both from portfolio/cost-basis.ts.
 */
export const investmentHistoryPoint = z.object({
  date: z.string(),
  quotas: decimalString,
  quotaValue: decimalString.nullable(),
  value: decimalString,
  invested: decimalString,
  gain: decimalString,
});
export type InvestmentHistoryPoint = z.infer<typeof investmentHistoryPoint>;

export const investmentHistory = z.object({
  productId: z.string(),
  productName: z.string(),
  currency,
  granularity: z.enum(chartGranularities),
  from: z.string(),
  to: z.string(),
  points: z.array(investmentHistoryPoint),
});
export type InvestmentHistory = z.infer<typeof investmentHistory>;

/** The sum over the caller's funds of one currency, day by day or month by month. */
export const globalHistoryPoint = investmentHistoryPoint.omit({ quotas: true, quotaValue: true });
export const globalInvestmentHistory = z.object({
  granularity: z.enum(chartGranularities),
  from: z.string(),
  to: z.string(),
  series: z.array(z.object({ currency, points: z.array(globalHistoryPoint) })),
});
export type GlobalInvestmentHistory = z.infer<typeof globalInvestmentHistory>;

export const incomeAndExpensesQuery = z.object({
  months,
  productId: z.uuid({ error: 'Producto no válido.' }).optional(),
});
export type IncomeAndExpensesQuery = z.infer<typeof incomeAndExpensesQuery>;

/** Income = cash subscribed; expenses = rescues paid; net = income − expenses (2 decimals). */
export const incomeAndExpensesTotal = z.object({
  currency,
  income: decimalString,
  expenses: decimalString,
  net: decimalString,
});
export const incomeAndExpenses = z.object({
  productId: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  totals: z.array(incomeAndExpensesTotal),
});
export type IncomeAndExpenses = z.infer<typeof incomeAndExpenses>;

export const incomeAndExpensesHistoryQuery = z.object({ months });

export const incomeAndExpensesMonth = z.object({
  /** `YYYY-MM`, a Lima calendar month. */
  month: z.string(),
  income: decimalString,
  expenses: decimalString,
});
export const incomeAndExpensesHistory = z.object({
  from: z.string(),
  to: z.string(),
  series: z.array(z.object({ currency, months: z.array(incomeAndExpensesMonth) })),
});
export type IncomeAndExpensesHistory = z.infer<typeof incomeAndExpensesHistory>;
