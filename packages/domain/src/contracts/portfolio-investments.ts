import { z } from 'zod';
import { currencyCodes } from '../currency.ts';
import { ledgerOperations, type LedgerOperation } from '../ledger/accounts.ts';
import { productSummary } from './catalog.ts';
import { decimalString } from '../validation.ts';

/**
 * The portfolio's investment reads (requirements R7 Portfolio: investments/list, getById, home, {id}/overview,
 * {id}/transactions, resume-investments, products-without-investment). Holdings come from the ledger's
 * positions, money from its journal (docs/ledger.md, "Investment reads").
 */

const currency = z.object({ code: z.enum(currencyCodes), symbol: z.string() });

/**
 * The money-weighted annual return (XIRR, portfolio/annual-return.ts) as a percentage with 2 decimals,
 * null when it cannot be computed; `annualReturnNote` explains it, or says why it is missing.
 */
const annualReturnFields = {
  annualReturn: decimalString.nullable(),
  annualReturnNote: z.string(),
};

/**
 * One investment: the caller's holding of one fund (the `investments` row of the user and product).
 * Its money figures come from one computation, `costBasis` and `holdingGain` in
 * portfolio/cost-basis.ts (docs/business-rules.md, "Cost basis, gain and return"): `subscribed` is
 * what came in (cash subscribed, and the value of quotas received by reinvestment or transfer),
 * `rescued` what left (rescues paid, and the value of quotas sent); `invested` the cost of the quotas
 * held at average cost; `gain` = value + rescued − subscribed = (value − invested) + `realizedGain`;
 * `gainPercent` = gain ÷ subscribed × 100 (2 decimals).
 */
export const portfolioInvestment = z.object({
  investmentId: z.string(),
  productId: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  productType: z.string(),
  currency,
  quotas: decimalString,
  reservedQuotas: decimalString,
  availableQuotas: decimalString,
  quotaValue: decimalString.nullable(),
  quotaValueDate: z.string().nullable(),
  /** quotas × latest quota value, half-up to the cent; null while the fund has no quota value. */
  value: decimalString.nullable(),
  subscribed: decimalString,
  rescued: decimalString,
  /** Cost of the quotas held: what was paid for them, at average cost per quota. */
  invested: decimalString,
  /** What the quotas that left earned over their cost. */
  realizedGain: decimalString,
  gain: decimalString.nullable(),
  gainPercent: decimalString.nullable(),
  ...annualReturnFields,
  /** Lima date of the first thing that came in. */
  since: z.string().nullable(),
});
export type PortfolioInvestment = z.infer<typeof portfolioInvestment>;

export const portfolioInvestments = z.array(portfolioInvestment);

export const investmentIdQuery = z.object({
  investment_id: z.uuid({ error: 'Elige una inversión válida.' }),
});

/** One currency's totals over the caller's investments (or one fund's). */
export const investmentsResume = z.object({
  currency,
  funds: z.number().int(),
  value: decimalString,
  subscribed: decimalString,
  rescued: decimalString,
  invested: decimalString,
  realizedGain: decimalString,
  gain: decimalString,
  gainPercent: decimalString.nullable(),
  ...annualReturnFields,
});
export type InvestmentsResume = z.infer<typeof investmentsResume>;

export const resumeInvestmentsQuery = z.object({
  id: z.uuid({ error: 'Producto no válido.' }).optional(),
});

/** GET /api/portfolio/investments/home: everything the portfolio's first screen shows, in one call. */
export const portfolioHome = z.object({
  /** PEN first, then USD: always both, zero when nothing is held in that currency. */
  totals: z.array(investmentsResume),
  /** The funds held now (quotas > 0). */
  investments: portfolioInvestments,
  pendingRescues: z.number().int(),
  /** How many public products the investor does not hold yet. */
  productsWithoutInvestment: z.number().int(),
});
export type PortfolioHome = z.infer<typeof portfolioHome>;

/** GET /api/portfolio/{id}/overview: one fund of the caller. */
export const fundOverview = portfolioInvestment;
export type FundOverview = PortfolioInvestment;

/** A fund transaction is one journal transaction: its kind is the ledger operation that wrote it. */
export const fundTransactionKinds = ledgerOperations;
export type FundTransactionKind = LedgerOperation;

export const fundTransactionLabels: Record<FundTransactionKind, string> = {
  SUBSCRIPTION: 'Suscripción de cuotas',
  RESERVE: 'Cuotas reservadas por un rescate',
  RELEASE: 'Reserva liberada',
  SETTLE: 'Rescate pagado',
  REVERSAL: 'Corrección',
  REINVESTMENT: 'Reinversión',
  TRANSFER: 'Transferencia',
};

export const fundTransactionsQuery = z.object({
  page: z.coerce
    .number({ error: 'La página debe ser un número.' })
    .int('La página debe ser un número entero.')
    .min(1, 'La página empieza en 1.')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'El tamaño de página debe ser un número.' })
    .int('El tamaño de página debe ser un número entero.')
    .min(1, 'Muestra al menos 1 operación por página.')
    .max(100, 'Muestra hasta 100 operaciones por página.')
    .default(20),
});

/**
 * One journal transaction on the caller's position in the fund: how its quotas and reserved quotas
 * changed, the balances it left, and the cash it moved in the fund's currency (null when none).
 */
export const fundTransaction = z.object({
  id: z.string(),
  kind: z.string(),
  label: z.string(),
  at: z.string(),
  /** Lima date of `at`. */
  date: z.string(),
  quotas: decimalString,
  reservedQuotas: decimalString,
  quotasAfter: decimalString.nullable(),
  reservedAfter: decimalString.nullable(),
  amount: decimalString.nullable(),
});
export type FundTransaction = z.infer<typeof fundTransaction>;

export const fundTransactionsPage = z.object({
  productId: z.string(),
  items: z.array(fundTransaction),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FundTransactionsPage = z.infer<typeof fundTransactionsPage>;

/** GET /api/portfolio/products-without-investment: public products the caller does not hold. */
export const productsWithoutInvestment = z.array(productSummary);
