import { z } from 'zod';
import { currencyCodes } from '../currency.ts';

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/**
 * One holding of the caller (GET /api/portfolio/funds): the ledger position of one product, valued
 * at the latest published quota value. `available` = posted − reserved (units a rescue may still ask).
 */
export const portfolioFund = z.object({
  productId: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  currency: z.object({ code: z.enum(currencyCodes), symbol: z.string() }),
  quotas: decimal,
  reservedQuotas: decimal,
  availableQuotas: decimal,
  quotaValue: decimal.nullable(),
  quotaValueDate: z.string().nullable(),
  /** quotas × quota value, rounded half-up to 2 decimals (docs/business-rules.md). */
  value: decimal.nullable(),
});
export type PortfolioFund = z.infer<typeof portfolioFund>;

export const portfolioFunds = z.array(portfolioFund);

export const portfolioCurrencyParams = z.object({
  currency: z.enum(currencyCodes, { error: 'La moneda debe ser PEN o USD.' }),
});

/** GET /api/portfolio/resume/{currency}: the caller's total in one currency. */
export const portfolioResume = z.object({
  currency: z.object({ code: z.enum(currencyCodes), symbol: z.string() }),
  total: decimal,
  funds: z.number().int(),
});
export type PortfolioResume = z.infer<typeof portfolioResume>;

/** The portfolio documents (account statement, investment report, certificate): one fund or all held. */
export const portfolioDocumentQuery = z.object({
  productId: z.uuid({ error: 'Elige un fondo válido.' }).optional(),
});
