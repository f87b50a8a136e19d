import { z } from 'zod';
import { currencyCodes } from '../currency.ts';
import { decimalString } from '../validation.ts';
import { portfolioFund } from './portfolio.ts';
import { investmentsResume, portfolioInvestment } from './portfolio-investments.ts';

/** The back office's view of one investor's portfolio (requirements R7 Admin portfolio; docs/back-office.md). */

export const adminPortfolioParams = z.object({
  userId: z.uuid({ error: 'Elige un inversionista válido.' }),
});

export const adminPortfolioInvestor = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  documentType: z.string().nullable(),
  documentNumber: z.string().nullable(),
  profile: z.string(),
});
export type AdminPortfolioInvestor = z.infer<typeof adminPortfolioInvestor>;

export const adminPortfolioInvestments = z.object({
  investor: adminPortfolioInvestor,
  funds: z.array(portfolioFund),
  /** Each fund's cost, gain and annual return, as the investor's own pages show them. */
  investments: z.array(portfolioInvestment),
  /** The same per currency (PEN, then USD). */
  totals: z.array(investmentsResume),
});
export type AdminPortfolioInvestments = z.infer<typeof adminPortfolioInvestments>;

const decimal = decimalString;

/**
 * The investor's total in soles (requirements R9 "Admin summary currency PEN"): each currency's holdings,
 * and the USD ones converted at the latest published USD/PEN buying rate on or before today.
 */
export const adminPortfolioResume = z.object({
  currency: z.object({ code: z.literal('PEN'), symbol: z.string() }),
  /** Null when USD holdings exist and no exchange rate is published. */
  total: decimal.nullable(),
  byCurrency: z.array(
    z.object({
      currency: z.object({ code: z.enum(currencyCodes), symbol: z.string() }),
      funds: z.number().int(),
      total: decimal,
      /** The same total in soles; null without a rate for USD. */
      totalPen: decimal.nullable(),
    }),
  ),
  exchangeRate: z.object({ date: z.string(), buy: decimal, sell: decimal, source: z.string() }).nullable(),
});
export type AdminPortfolioResume = z.infer<typeof adminPortfolioResume>;
