import type { CurrencyCode } from '../contracts/products.ts';

/**
 * Every constant of the investment simulator (requirements R3, R4, R5, R9), as typed data. Rates and money
 * are decimal strings so no binary float ever holds them; decimal.js reads them in simulate.ts.
 * How each constant enters the formulas: docs/business-rules.md, "Simulator".
 */

/** Simulator product numbers (R3): 1 Factoring, 2 the 30-day single payment, 3 Bono Select MidCap, 4 Mutuo Acreencias. */
export const simulatorProductValues = [1, 2, 3, 4] as const;
export type SimulatorProductValue = (typeof simulatorProductValues)[number];

/** The products the simulator lists (R3); product 2 exists only in the gain logic. */
export const listedSimulatorProductValues = [1, 3, 4] as const satisfies readonly SimulatorProductValue[];

export const FACTORING = 1;
export const SINGLE_PAYMENT_30_DAYS = 2;
export const BONO_SELECT_MIDCAP = 3;
export const MUTUO_ACREENCIAS = 4;

export type PaymentFrequency = 'monthly' | 'quarterly' | 'maturity';
export const paymentFrequencies = [
  'monthly',
  'quarterly',
  'maturity',
] as const satisfies readonly PaymentFrequency[];

export const paymentFrequencyLabels: Record<PaymentFrequency, string> = {
  monthly: 'Mensual',
  quarterly: 'Trimestral',
  maturity: 'Al vencimiento',
};

/** R4: Mutuo Acreencias frequency 1 means quarterly, 2 a single payment at maturity. */
export const mutuoFrequencyCodes = { 1: 'quarterly', 2: 'maturity' } as const satisfies Record<
  number,
  PaymentFrequency
>;
export type MutuoFrequencyCode = keyof typeof mutuoFrequencyCodes;

/** A term as the product offers it: months, or days for Mutuo's 180/270 and product 2's 30. */
export interface SimulatorTerm {
  unit: 'months' | 'days';
  length: number;
}

/** Days of the commercial year used to turn day terms into years (180 d = 0.5 year). */
export const DAYS_PER_YEAR = 360;
export const MONTHS_PER_YEAR = 12;
/** Days in a month under the 360-day year (a 90-day quarter, 30 days = 1 month). */
export const DAYS_PER_MONTH = 30;

/** Income tax withheld from every product's gain (R9: Factoring "tax 0.05"; other products 5 %). */
export const INCOME_TAX_RATE = '0.05';

/** R9 Factoring rates per currency. `profitability` is the annual rate the simulator pays. */
export const factoringRates = {
  USD: { active: '0.15', tax: '0.05', profitability: '0.085' },
  PEN: { active: '0.17', tax: '0.05', profitability: '0.095' },
} as const satisfies Record<CurrencyCode, { active: string; tax: string; profitability: string }>;

/** R9 Factoring terms in months; also the factoring slider's ticks (R2). */
export const factoringTermMonths = [3, 6, 12, 24, 36] as const;
export const FACTORING_SLIDER_TICKS = factoringTermMonths;

/**
 * R9 Product 1 footnote facts: a 7 % (USD) / 8 % (PEN) annual reference with an implicit income tax
 * of 11 %. Shown as text only; they are not inputs of the formula (docs/business-rules.md).
 */
export const factoringFootnoteFacts = {
  annualPercent: { USD: '7', PEN: '8' },
  implicitIncomeTaxPercent: '11',
} as const satisfies { annualPercent: Record<CurrencyCode, string>; implicitIncomeTaxPercent: string };

/** R9 Bono Select MidCap "total gain" per term in months, read as an annual rate paid monthly. */
export const bonoSelectAnnualRates = {
  USD: { 12: '0.075', 24: '0.0825', 36: '0.09' },
  PEN: { 12: '0.085', 24: '0.0925', 36: '0.10' },
} as const satisfies Record<CurrencyCode, Record<12 | 24 | 36, string>>;

/** R9 Mutuo Acreencias annual rates per term (keys: d = days, m = months). */
export const mutuoAnnualRates = {
  USD: { '180d': '0.07', '270d': '0.0775', '12m': '0.085', '24m': '0.0925', '36m': '0.10' },
  PEN: { '180d': '0.08', '270d': '0.0875', '12m': '0.095', '24m': '0.1025', '36m': '0.11' },
} as const satisfies Record<CurrencyCode, Record<'180d' | '270d' | '12m' | '24m' | '36m', string>>;

/** R9 Product 2: a single payment at 30 days, 5 % (USD) or 7.5 % (PEN) annual. */
export const singlePayment30DayRates = { USD: '0.05', PEN: '0.075' } as const satisfies Record<
  CurrencyCode,
  string
>;

/** R5 minimum investment per product and currency: the amounts the check compares against. */
export const simulatorMinimums = {
  1: { USD: '500', PEN: '1000' },
  3: { USD: '70000', PEN: '250000' },
  4: { USD: '20000', PEN: '75000' },
} as const satisfies Record<1 | 3 | 4, Record<CurrencyCode, string>>;

/**
 * R5 the amounts the minimum messages name. Equal to the minimums except for Mutuo Acreencias, whose
 * messages say $ 50,000 and S/ 200,000 while its minimums are 20,000 and 75,000 (both kept as R5 gives
 * them; docs/business-rules.md explains which one the check uses).
 */
export const simulatorMinimumMessageAmounts = {
  1: { USD: '500', PEN: '1000' },
  3: { USD: '70000', PEN: '250000' },
  4: { USD: '50000', PEN: '200000' },
} as const satisfies Record<1 | 3 | 4, Record<CurrencyCode, string>>;

/** The fixed start of every minimum message (R5; "inversión" with its accent, as Spanish writes it). */
export const MINIMUM_MESSAGE_PREFIX = 'Monto mínimo de inversión';

/** R9 calculator defaults (the calculator record before a product is chosen). */
export const calculatorDefaults = { currency: 'PEN', amount: '10000', months: 12 } as const satisfies {
  currency: CurrencyCode;
  amount: string;
  months: number;
};

/** R9 default slider position (an index into the product's terms). */
export const simulatorDefaultSliderIndex = { 1: 2, 3: 1, 4: 2 } as const satisfies Record<1 | 3 | 4, number>;

/** One term of a product: its rate per currency and its number of payments per frequency. */
export interface SimulatorTermRule {
  term: SimulatorTerm;
  /** Annual simple-interest rate, per currency. */
  annualRate: Record<CurrencyCode, string>;
  /** Number of payments for each frequency the product offers (R9 gives Mutuo's explicitly). */
  paymentCount: Partial<Record<PaymentFrequency, number>>;
}

export interface SimulatorProductRule {
  value: SimulatorProductValue;
  name: string;
  listed: boolean;
  terms: readonly SimulatorTermRule[];
  /** Frequencies offered; the first is the default. */
  frequencies: readonly PaymentFrequency[];
  /** Index into `terms` where the duration slider starts. */
  defaultTermIndex: number;
  /** Minimum amount per currency, or null when R5 gives none (product 2). */
  minimum: Record<CurrencyCode, string> | null;
  /** Amount the minimum message names, per currency (null with `minimum`). */
  minimumMessageAmount: Record<CurrencyCode, string> | null;
  /** Income tax withheld from the gain, per currency. */
  incomeTaxRate: Record<CurrencyCode, string>;
  /** Whether the result view offers "Quiero invertir" (R2: product 1 only). */
  canInvest: boolean;
}

const months = (length: number): SimulatorTerm => ({ unit: 'months', length });
const days = (length: number): SimulatorTerm => ({ unit: 'days', length });
const factoringTerm = (length: number, quarterlyPayments: number): SimulatorTermRule => ({
  term: months(length),
  annualRate: { USD: factoringRates.USD.profitability, PEN: factoringRates.PEN.profitability },
  paymentCount: { quarterly: quarterlyPayments },
});

export const simulatorProducts: Record<SimulatorProductValue, SimulatorProductRule> = {
  1: {
    value: 1,
    name: 'Factoring',
    listed: true,
    terms: [
      // Quarterly payments: one every 3 months, so months / 3 of them.
      factoringTerm(3, 1),
      factoringTerm(6, 2),
      factoringTerm(12, 4),
      factoringTerm(24, 8),
      factoringTerm(36, 12),
    ],
    frequencies: ['quarterly'],
    defaultTermIndex: simulatorDefaultSliderIndex[1],
    minimum: simulatorMinimums[1],
    minimumMessageAmount: simulatorMinimumMessageAmounts[1],
    incomeTaxRate: { USD: factoringRates.USD.tax, PEN: factoringRates.PEN.tax },
    canInvest: true,
  },
  2: {
    value: 2,
    // R3 names no product 2; the name only describes its gain logic.
    name: 'Pago único a 30 días',
    listed: false,
    terms: [
      {
        term: days(30),
        annualRate: { USD: singlePayment30DayRates.USD, PEN: singlePayment30DayRates.PEN },
        paymentCount: { maturity: 1 },
      },
    ],
    frequencies: ['maturity'],
    defaultTermIndex: 0,
    minimum: null,
    minimumMessageAmount: null,
    incomeTaxRate: { USD: INCOME_TAX_RATE, PEN: INCOME_TAX_RATE },
    canInvest: false,
  },
  3: {
    value: 3,
    name: 'Bono Select MidCap',
    listed: true,
    terms: [
      {
        term: months(12),
        annualRate: { USD: bonoSelectAnnualRates.USD[12], PEN: bonoSelectAnnualRates.PEN[12] },
        paymentCount: { monthly: 12 },
      },
      {
        term: months(24),
        annualRate: { USD: bonoSelectAnnualRates.USD[24], PEN: bonoSelectAnnualRates.PEN[24] },
        paymentCount: { monthly: 24 },
      },
      {
        term: months(36),
        annualRate: { USD: bonoSelectAnnualRates.USD[36], PEN: bonoSelectAnnualRates.PEN[36] },
        paymentCount: { monthly: 36 },
      },
    ],
    frequencies: ['monthly'],
    defaultTermIndex: simulatorDefaultSliderIndex[3],
    minimum: simulatorMinimums[3],
    minimumMessageAmount: simulatorMinimumMessageAmounts[3],
    incomeTaxRate: { USD: INCOME_TAX_RATE, PEN: INCOME_TAX_RATE },
    canInvest: false,
  },
  4: {
    value: 4,
    name: 'Mutuo Acreencias',
    listed: true,
    terms: [
      {
        term: days(180),
        annualRate: { USD: mutuoAnnualRates.USD['180d'], PEN: mutuoAnnualRates.PEN['180d'] },
        paymentCount: { quarterly: 2, maturity: 1 },
      },
      {
        term: days(270),
        annualRate: { USD: mutuoAnnualRates.USD['270d'], PEN: mutuoAnnualRates.PEN['270d'] },
        paymentCount: { quarterly: 3, maturity: 1 },
      },
      {
        term: months(12),
        annualRate: { USD: mutuoAnnualRates.USD['12m'], PEN: mutuoAnnualRates.PEN['12m'] },
        paymentCount: { quarterly: 4, maturity: 1 },
      },
      {
        term: months(24),
        annualRate: { USD: mutuoAnnualRates.USD['24m'], PEN: mutuoAnnualRates.PEN['24m'] },
        paymentCount: { quarterly: 8, maturity: 1 },
      },
      {
        term: months(36),
        annualRate: { USD: mutuoAnnualRates.USD['36m'], PEN: mutuoAnnualRates.PEN['36m'] },
        paymentCount: { quarterly: 12, maturity: 1 },
      },
    ],
    // Code 1 (quarterly) first: the default of the frequency select.
    frequencies: [mutuoFrequencyCodes[1], mutuoFrequencyCodes[2]],
    defaultTermIndex: simulatorDefaultSliderIndex[4],
    minimum: simulatorMinimums[4],
    minimumMessageAmount: simulatorMinimumMessageAmounts[4],
    incomeTaxRate: { USD: INCOME_TAX_RATE, PEN: INCOME_TAX_RATE },
    canInvest: false,
  },
};
