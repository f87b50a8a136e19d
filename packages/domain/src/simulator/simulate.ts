import Decimal from 'decimal.js';
import { currencyCodes, currencySymbols, currencyWords, type CurrencyCode } from '../contracts/products.ts';
import { moneyPatterns } from '../rules.ts';
import { formatCurrency, formatPercent, formatRate } from '../money-format.ts';
import {
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  MINIMUM_MESSAGE_PREFIX,
  MONTHS_PER_YEAR,
  factoringFootnoteFacts,
  mutuoFrequencyCodes,
  paymentFrequencyLabels,
  simulatorProducts,
  type MutuoFrequencyCode,
  type PaymentFrequency,
  type SimulatorProductRule,
  type SimulatorProductValue,
  type SimulatorTerm,
  type SimulatorTermRule,
} from './constants.ts';

/**
 * The simulator's arithmetic (docs/business-rules.md, "Simulator"). Simple interest on an annual rate:
 *
 *   gross gain  G = A · r · L / Y          (L the term length, Y = 12 for months, 360 for days)
 *   net gain    N = G · (1 − τ)            (τ the income tax withheld, 5 %)
 *   payment     P = round(N / n)           (n payments; the last is round(N) − (n − 1) · P)
 *
 * Everything is computed at full precision with one division at the very end of each figure, and
 * rounded half-up to the cent only then.
 */

// 40 significant digits; each figure is a product of exact decimals divided once, so the only inexact
// step is that final division, and rounding to the cent right after it is exact.
const D = /* @__PURE__ */ Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

const CENTS = 2;
const cents = (value: Dec): Dec => value.toDecimalPlaces(CENTS, Decimal.ROUND_HALF_UP);
const money = (value: Dec): string => value.toFixed(CENTS);

export interface SimulationInput {
  /** Simulator product number (1, 2, 3 or 4). */
  product: SimulatorProductValue;
  currency: CurrencyCode;
  /** Amount to invest as a decimal string ("10000", "1500.50"). */
  amount: string;
  /** One of the product's terms, e.g. { unit: 'months', length: 12 } or { unit: 'days', length: 180 }. */
  term: SimulatorTerm;
  /** Needed only where the product offers a choice (Mutuo); defaults to the product's first frequency. */
  frequency?: PaymentFrequency;
}

export interface SimulationPayment {
  /** 1-based payment number. */
  number: number;
  /** Time from the start of the investment to this payment. */
  dueAfter: SimulatorTerm;
  /** Net amount of this payment, 2 decimals. */
  amount: string;
}

export interface SimulationBelowMinimum {
  status: 'below-minimum';
  product: SimulatorProductValue;
  currency: CurrencyCode;
  /** The amount entered, 2 decimals. */
  amount: string;
  /** The minimum the amount was checked against, 2 decimals. */
  minimum: string;
  /** The R5 message to show under the amount field ("Monto mínimo de inversión S/ 1,000"). */
  message: string;
}

export interface SimulationOutcome {
  status: 'ok';
  product: SimulatorProductValue;
  productName: string;
  currency: CurrencyCode;
  symbol: string;
  /** The amount invested (principal), 2 decimals. Returned at maturity, not part of the payments. */
  amount: string;
  term: SimulatorTerm;
  /** "12 meses", "180 días". */
  termLabel: string;
  /** "En 12 meses recibes:" */
  heading: string;
  frequency: PaymentFrequency;
  /** "Trimestral", "Mensual", "Al vencimiento". */
  frequencyLabel: string;
  /** The annual rate applied, as a fraction ("0.095"). */
  annualRate: string;
  /** The income tax rate withheld from the gain, as a fraction ("0.05"). */
  incomeTaxRate: string;
  paymentCount: number;
  /** "4 pagos trimestrales", "1 pago al vencimiento". */
  paymentCountLabel: string;
  /** Net amount of every payment but possibly the last, 2 decimals. */
  paymentAmount: string;
  /** Net amount of the last payment; differs from `paymentAmount` by the cents rounding left over. */
  lastPaymentAmount: string;
  schedule: SimulationPayment[];
  /** Gain before tax, rounded once from the exact figure. */
  grossGain: string;
  /** Tax withheld: grossGain − netTotal, so the three figures reconcile exactly. */
  taxWithheld: string;
  /** "Por un total de": the net gain over the whole term; equals the sum of the schedule. */
  netTotal: string;
  /** Principal plus net gain: what the investor holds at maturity. */
  totalWithPrincipal: string;
  /** The same figures formatted with the currency symbol ("S/ 225.63"). */
  display: {
    amount: string;
    paymentAmount: string;
    lastPaymentAmount: string;
    grossGain: string;
    taxWithheld: string;
    netTotal: string;
    totalWithPrincipal: string;
  };
  footnotes: string[];
  /** Whether to show "Quiero invertir" (product 1 only). */
  canInvest: boolean;
}

export type SimulationResult = SimulationOutcome | SimulationBelowMinimum;

/** The rules of one simulator product; a RangeError for a number that is no product. */
export function simulatorProduct(value: number): SimulatorProductRule {
  const rule = Number.isInteger(value) ? simulatorProducts[value as SimulatorProductValue] : undefined;
  if (!rule) throw new RangeError(`Unknown simulator product: ${String(value)}`);
  return rule;
}

function assertCurrency(currency: string): asserts currency is CurrencyCode {
  if (!(currencyCodes as readonly string[]).includes(currency)) {
    throw new RangeError(`Unknown currency: ${String(currency)}`);
  }
}

/** "12 meses", "1 mes", "180 días". */
export function simulatorTermLabel(term: SimulatorTerm): string {
  if (term.unit === 'months') return `${term.length} ${term.length === 1 ? 'mes' : 'meses'}`;
  return `${term.length} ${term.length === 1 ? 'día' : 'días'}`;
}

/** A stable key for a term ("12m", "180d"), e.g. for React keys and lookups. */
export function simulatorTermKey(term: SimulatorTerm): string {
  return `${term.length}${term.unit === 'months' ? 'm' : 'd'}`;
}

/** The term in whole months (days over 30-day months: 180 d → 6, 270 d → 9, 30 d → 1). */
export function simulatorTermMonths(term: SimulatorTerm): number {
  if (term.unit === 'months') return term.length;
  const whole = term.length / DAYS_PER_MONTH;
  if (!Number.isInteger(whole)) throw new RangeError(`${term.length} days is not a whole number of months`);
  return whole;
}

/** The product's rule for this exact term; a RangeError when the product does not offer it. */
export function findSimulatorTerm(product: SimulatorProductRule, term: SimulatorTerm): SimulatorTermRule {
  const found =
    term && typeof term === 'object'
      ? product.terms.find((t) => t.term.unit === term.unit && t.term.length === term.length)
      : undefined;
  if (!found) {
    const asked =
      term && typeof term === 'object' ? `${String(term.length)} ${String(term.unit)}` : String(term);
    throw new RangeError(`${product.name} does not offer a term of ${asked}`);
  }
  return found;
}

/** Maps the Mutuo frequency select's code (R4: 1 quarterly, 2 at maturity); a RangeError otherwise. */
export function paymentFrequencyFromMutuoCode(code: number): PaymentFrequency {
  const frequency = mutuoFrequencyCodes[code as MutuoFrequencyCode];
  if (!frequency) throw new RangeError(`Unknown Mutuo Acreencias frequency code: ${String(code)}`);
  return frequency;
}

/** Parses the simulator's amount; a RangeError unless it is a non-negative decimal string. */
export function parseSimulatorAmount(amount: string): Decimal {
  if (typeof amount !== 'string') throw new RangeError('The amount must be a decimal string');
  const text = amount.trim();
  if (text.startsWith('-')) throw new RangeError(`The amount must not be negative: "${amount}"`);
  // Digits with up to 2 decimals; at most 15 integer digits keeps every product exact.
  if (!moneyPatterns.amount.test(text)) throw new RangeError(`Invalid amount: "${amount}"`);
  return new D(text);
}

/**
 * The R5 message for a product and currency ("Monto mínimo de inversión $ 500"), or null for a product
 * without a minimum (product 2).
 */
export function simulatorMinimumMessage(
  product: SimulatorProductValue,
  currency: CurrencyCode,
): string | null {
  const rule = simulatorProduct(product);
  assertCurrency(currency);
  if (!rule.minimumMessageAmount) return null;
  const named = formatCurrency(rule.minimumMessageAmount[currency], currency, { dropZeroDecimals: true });
  return `${MINIMUM_MESSAGE_PREFIX} ${named}`;
}

function paymentCountLabel(count: number, frequency: PaymentFrequency): string {
  const noun = count === 1 ? '1 pago' : `${count} pagos`;
  if (frequency === 'maturity') return `${noun} al vencimiento`;
  if (frequency === 'monthly') return `${noun} ${count === 1 ? 'mensual' : 'mensuales'}`;
  return `${noun} ${count === 1 ? 'trimestral' : 'trimestrales'}`;
}

/** When payment k of n falls due. */
function dueAfter(term: SimulatorTerm, frequency: PaymentFrequency, k: number): SimulatorTerm {
  if (frequency === 'maturity') return { ...term };
  if (frequency === 'monthly') return { unit: 'months', length: k };
  // Quarterly: every 3 months, or every 90 days for terms counted in days.
  return term.unit === 'months' ? { unit: 'months', length: 3 * k } : { unit: 'days', length: 90 * k };
}

function footnotes(
  rule: SimulatorProductRule,
  currency: CurrencyCode,
  frequency: PaymentFrequency,
  annualRate: string,
  taxRate: string,
): string[] {
  const tax = formatRate(taxRate);
  const payments =
    frequency === 'maturity'
      ? `un solo pago al vencimiento neto de la retención de ${tax} de impuesto a la renta`
      : `pagos ${frequency === 'monthly' ? 'mensuales' : 'trimestrales'} netos de la retención de ${tax} de impuesto a la renta`;
  const first =
    rule.value === 1
      ? `(1) Rentabilidad referencial de ${formatPercent(String(factoringFootnoteFacts.annualPercent[currency]))} anual en ${currencyWords[currency]}, con un impuesto a la renta implícito de ${formatPercent(String(factoringFootnoteFacts.implicitIncomeTaxPercent))}.`
      : `(1) Ganancia sujeta al impuesto a la renta de ${tax}.`;
  return [
    first,
    `(2) Calculado a una tasa de ${formatRate(annualRate)} anual, con ${payments}.`,
    '(3) El capital invertido se devuelve al vencimiento y no está incluido en los pagos.',
    'Simulación referencial: no constituye una promesa de rentabilidad.',
  ];
}

/**
 * Simulates an investment for the result view of "Simula tu inversión".
 *
 * Throws a RangeError for input the dialog should never send: an unknown product or currency, an amount
 * that is not a non-negative decimal string, a term or a frequency the product does not offer. An
 * amount below the product's minimum is an ordinary answer carrying the R5 message.
 */
export function simulate(input: SimulationInput): SimulationResult {
  const rule = simulatorProduct(input.product);
  assertCurrency(input.currency);
  const currency = input.currency;
  const amount = parseSimulatorAmount(input.amount);
  const termRule = findSimulatorTerm(rule, input.term);
  const frequency = input.frequency ?? rule.frequencies[0];
  if (frequency === undefined || !rule.frequencies.includes(frequency)) {
    throw new RangeError(`${rule.name} does not offer the payment frequency ${String(input.frequency)}`);
  }
  const count = termRule.paymentCount[frequency];
  if (count === undefined) throw new RangeError(`${rule.name} has no payment count for ${frequency}`);

  if (rule.minimum && amount.lessThan(rule.minimum[currency])) {
    return {
      status: 'below-minimum',
      product: rule.value,
      currency,
      amount: money(amount),
      minimum: money(new D(rule.minimum[currency])),
      message: simulatorMinimumMessage(rule.value, currency) ?? '',
    };
  }

  const term = termRule.term;
  const annualRate = termRule.annualRate[currency];
  const taxRate = rule.incomeTaxRate[currency];
  const periodsPerYear = term.unit === 'months' ? MONTHS_PER_YEAR : DAYS_PER_YEAR;

  // Exact numerators (products of decimals), each divided once.
  const grossNumerator = amount.times(annualRate).times(term.length);
  const netNumerator = grossNumerator.times(new D(1).minus(taxRate));
  const grossGain = cents(grossNumerator.div(periodsPerYear));
  const netTotal = cents(netNumerator.div(periodsPerYear));
  const payment = cents(netNumerator.div(periodsPerYear * count));
  const lastPayment = netTotal.minus(payment.times(count - 1));
  const taxWithheld = grossGain.minus(netTotal);
  const totalWithPrincipal = amount.plus(netTotal);

  const schedule: SimulationPayment[] = [];
  for (let k = 1; k <= count; k += 1) {
    schedule.push({
      number: k,
      dueAfter: dueAfter(term, frequency, k),
      amount: money(k === count ? lastPayment : payment),
    });
  }

  const termLabel = simulatorTermLabel(term);
  const show = (value: Dec): string => formatCurrency(value, currency);
  return {
    status: 'ok',
    product: rule.value,
    productName: rule.name,
    currency,
    symbol: currencySymbols[currency],
    amount: money(amount),
    term: { ...term },
    termLabel,
    heading: `En ${termLabel} recibes:`,
    frequency,
    frequencyLabel: paymentFrequencyLabels[frequency],
    annualRate,
    incomeTaxRate: taxRate,
    paymentCount: count,
    paymentCountLabel: paymentCountLabel(count, frequency),
    paymentAmount: money(payment),
    lastPaymentAmount: money(lastPayment),
    schedule,
    grossGain: money(grossGain),
    taxWithheld: money(taxWithheld),
    netTotal: money(netTotal),
    totalWithPrincipal: money(totalWithPrincipal),
    display: {
      amount: show(amount),
      paymentAmount: show(payment),
      lastPaymentAmount: show(lastPayment),
      grossGain: show(grossGain),
      taxWithheld: show(taxWithheld),
      netTotal: show(netTotal),
      totalWithPrincipal: show(totalWithPrincipal),
    },
    footnotes: footnotes(rule, currency, frequency, annualRate, taxRate),
    canInvest: rule.canInvest,
  };
}
