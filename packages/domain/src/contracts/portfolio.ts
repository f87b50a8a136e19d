import { z } from 'zod';
import { currencyCodes } from '../currency.ts';
import { isBackwardRange, messages } from '../rules.ts';
import { amountInputSchema, decimalString } from '../validation.ts';

const decimal = decimalString;

/**
 * One holding of the caller (GET /api/portfolio/funds): the ledger position of one product, valued
 * at the latest published quota value. `available` = posted − reserved (units a rescue may still ask).
 */
export const portfolioFund = z.object({
  productId: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  /** With the currency and code, the fund's page: /portafolio/{type}/{currency}/{code}. */
  productType: z.string(),
  productCode: z.string(),
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

const statementDay = (what: string) => z.iso.date({ error: `Ingresa la fecha ${what} como AAAA-MM-DD.` });

/**
 * The account statement's period: `desde` and `hasta` (Lima days, both included); without `desde`
 * it opens before the first operation, without `hasta` it closes today.
 */
export const accountStateQuery = portfolioDocumentQuery
  .extend({ desde: statementDay('desde').optional(), hasta: statementDay('hasta').optional() })
  .refine((q) => !isBackwardRange(q.desde, q.hasta), { message: messages.dateRange, path: ['desde'] });
export type AccountStateQuery = z.infer<typeof accountStateQuery>;

/** GET /api/portfolio/movements/purchaseCalculation: what an amount buys of a fund now. */
export const purchaseCalculationQuery = z.object({
  productId: z.uuid({ error: 'Elige un fondo válido.' }),
  amount: amountInputSchema,
});
export type PurchaseCalculationQuery = z.infer<typeof purchaseCalculationQuery>;

export const purchaseCalculation = z.object({
  productId: z.string(),
  productName: z.string(),
  currency: z.object({ code: z.enum(currencyCodes), symbol: z.string() }),
  amount: decimal,
  quotaValue: decimal,
  quotaValueDate: z.string(),
  /** The Lima day whose quota value applies (the 4:30 pm rule). */
  applicableDay: z.string(),
  /** amount ÷ quota value, truncated to 8 decimals (the fund never issues more than was paid for). */
  quotas: decimal,
  minimum: decimal,
  /** Why the amount cannot be invested (below the minimum), in Spanish; null when it can. */
  message: z.string().nullable(),
});
export type PurchaseCalculation = z.infer<typeof purchaseCalculation>;
