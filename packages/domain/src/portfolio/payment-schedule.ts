import Decimal from 'decimal.js';
import type { CurrencyCode } from '../contracts/products.ts';
import { addDays } from '../lima-time.ts';
import { decimalPattern, moneyPatterns } from '../rules.ts';
import { simulatorDefaultsFor } from '../simulator/choices.ts';
import {
  DAYS_PER_YEAR,
  MONTHS_PER_YEAR,
  paymentFrequencyLabels,
  type PaymentFrequency,
  type SimulatorProductValue,
  type SimulatorTerm,
} from '../simulator/constants.ts';
import { findSimulatorTerm, simulatorProduct, simulatorTermLabel } from '../simulator/simulate.ts';

/**
 * The payment schedule of one lot of an investor's position (docs/business-rules.md, "Payment
 * schedules"): the simulator's arithmetic applied to the principal still held, dated from the lot's
 * subscription. For a whole lot every net payment equals the simulator's for the same amount, term and
 * frequency; gross and tax per payment are split the same way, so per-period gross − tax = net and the
 * totals equal the simulator's grossGain, taxWithheld and netTotal.
 *
 *   principal held  A' = A · h / q          (A the lot's amount, q its quotas, h the quotas still held)
 *   gross gain      G  = A' · r · L / Y
 *   net gain        N  = G · (1 − τ)
 *   per payment     round(X / n); the last payment is round(X) − (n − 1) · round(X / n), X = G or N
 *
 * Each figure is a product of exact decimals divided once (by q · Y or q · Y · n) and rounded half-up
 * to the cent only then.
 */

const D = /* @__PURE__ */ Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;
const cents = (value: Dec): Dec => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const money = (value: Dec): string => value.toFixed(2);

const AMOUNT = moneyPatterns.amount;
const QUOTAS = /* @__PURE__ */ decimalPattern(12, 8);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface PaymentScheduleInput {
  /** Simulator product number: 3 Bono Select MidCap, 4 Mutuo Acreencias (1 Factoring also works). */
  product: SimulatorProductValue;
  currency: CurrencyCode;
  /** What the lot cost (its subscription amount), 2 decimals. */
  amount: string;
  /** Quotas the lot bought and quotas of it still held; omitted: the whole lot is held. */
  held?: { quotas: string; of: string };
  /** The lot's subscription date (ISO); payment dates count from it. */
  startDate: string;
  /** Defaults to the product's default simulator term. */
  term?: SimulatorTerm;
  /** Defaults to the product's first frequency (Mutuo: quarterly). */
  frequency?: PaymentFrequency;
  /** Lima date of today: payments dated on or before it are past. */
  today: string;
}

export interface SchedulePayment {
  number: number;
  /** ISO date the payment falls due. */
  date: string;
  gross: string;
  tax: string;
  net: string;
  /** Its date is today or earlier. */
  isPast: boolean;
}

export interface PaymentSchedule {
  product: SimulatorProductValue;
  productName: string;
  currency: CurrencyCode;
  /** The principal still held, A · h / q rounded to the cent (for display; figures use it exact). */
  principal: string;
  startDate: string;
  maturityDate: string;
  term: SimulatorTerm;
  termLabel: string;
  frequency: PaymentFrequency;
  frequencyLabel: string;
  annualRate: string;
  incomeTaxRate: string;
  paymentCount: number;
  payments: SchedulePayment[];
  totals: { gross: string; tax: string; net: string };
  /** Net of the payments dated today or earlier, and of the rest. */
  pastNet: string;
  upcomingNet: string;
  nextPayment: SchedulePayment | null;
}

/** `date` plus `months` calendar months; a day the target month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  if (!ISO_DATE.test(isoDate)) throw new RangeError(`Invalid date: ${isoDate}`);
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function after(start: string, span: SimulatorTerm): string {
  return span.unit === 'months' ? addMonths(start, span.length) : addDays(start, span.length);
}

/** When payment k of n falls due, counted from the start (the simulator's `dueAfter`). */
function dueAfter(term: SimulatorTerm, frequency: PaymentFrequency, k: number): SimulatorTerm {
  if (frequency === 'maturity') return term;
  if (frequency === 'monthly') return { unit: 'months', length: k };
  return term.unit === 'months' ? { unit: 'months', length: 3 * k } : { unit: 'days', length: 90 * k };
}

/**
 * Builds the schedule. A RangeError for input the API should never pass: an unknown product, a term or
 * frequency the product does not offer, a malformed amount, quota count or date, or more quotas held
 * than the lot bought.
 */
export function paymentSchedule(input: PaymentScheduleInput): PaymentSchedule {
  const rule = simulatorProduct(input.product);
  const defaults = simulatorDefaultsFor(rule.value, input.currency);
  const termRule = findSimulatorTerm(rule, input.term ?? defaults.term);
  const frequency = input.frequency ?? defaults.frequency;
  const count = rule.frequencies.includes(frequency) ? termRule.paymentCount[frequency] : undefined;
  if (count === undefined) throw new RangeError(`${rule.name} does not pay ${String(frequency)}`);
  if (!AMOUNT.test(input.amount)) throw new RangeError(`Invalid amount: ${input.amount}`);
  if (!ISO_DATE.test(input.startDate) || !ISO_DATE.test(input.today)) throw new RangeError('Invalid date');
  const held = input.held ?? { quotas: '1', of: '1' };
  if (!QUOTAS.test(held.quotas) || !QUOTAS.test(held.of)) throw new RangeError('Invalid quota count');
  const heldQuotas = new D(held.quotas);
  const lotQuotas = new D(held.of);
  if (lotQuotas.isZero() || heldQuotas.greaterThan(lotQuotas)) {
    throw new RangeError('The quotas held must be between 0 and the quotas of the lot');
  }

  const term = termRule.term;
  const annualRate = termRule.annualRate[input.currency];
  const taxRate = rule.incomeTaxRate[input.currency];
  const perYear = term.unit === 'months' ? MONTHS_PER_YEAR : DAYS_PER_YEAR;

  // Exact numerators; each figure below divides once and rounds right after.
  const principalNumerator = new D(input.amount).times(heldQuotas);
  const grossNumerator = principalNumerator.times(annualRate).times(term.length);
  const netNumerator = grossNumerator.times(new D(1).minus(taxRate));
  const divisor = lotQuotas.times(perYear);

  const grossTotal = cents(grossNumerator.div(divisor));
  const netTotal = cents(netNumerator.div(divisor));
  const grossEach = cents(grossNumerator.div(divisor.times(count)));
  const netEach = cents(netNumerator.div(divisor.times(count)));
  const grossLast = grossTotal.minus(grossEach.times(count - 1));
  const netLast = netTotal.minus(netEach.times(count - 1));

  const payments: SchedulePayment[] = [];
  let pastNet = new D(0);
  for (let k = 1; k <= count; k += 1) {
    const gross = k === count ? grossLast : grossEach;
    const net = k === count ? netLast : netEach;
    const date = after(input.startDate, dueAfter(term, frequency, k));
    const isPast = date <= input.today;
    if (isPast) pastNet = pastNet.plus(net);
    payments.push({
      number: k,
      date,
      gross: money(gross),
      tax: money(gross.minus(net)),
      net: money(net),
      isPast,
    });
  }

  return {
    product: rule.value,
    productName: rule.name,
    currency: input.currency,
    principal: money(cents(principalNumerator.div(lotQuotas))),
    startDate: input.startDate,
    maturityDate: after(input.startDate, term),
    term: { ...term },
    termLabel: simulatorTermLabel(term),
    frequency,
    frequencyLabel: paymentFrequencyLabels[frequency],
    annualRate,
    incomeTaxRate: taxRate,
    paymentCount: count,
    payments,
    totals: { gross: money(grossTotal), tax: money(grossTotal.minus(netTotal)), net: money(netTotal) },
    pastNet: money(pastNet),
    upcomingNet: money(netTotal.minus(pastNet)),
    nextPayment: payments.find((p) => !p.isPast) ?? null,
  };
}

export interface LotMovement {
  id: string;
  type: string;
  /** Signed quotas: positive in (a lot), negative out. */
  quotas: string;
}

/**
 * The quotas of each lot still held, oldest lot first out (FIFO): every movement with quotas in opens a
 * lot; every one with quotas out (rescue, reinvestment or transfer away) takes from the oldest lots
 * still held. Quotas are exact to 8 decimals, so nothing rounds. Movements in date order.
 */
export function heldLots<T extends LotMovement>(movements: readonly T[]): Array<T & { heldQuotas: string }> {
  const lots = movements
    .filter((m) => new D(m.quotas).greaterThan(0))
    .map((m) => ({ movement: m, held: new D(m.quotas) }));
  let lotIndex = 0;
  for (const m of movements) {
    let out = new D(m.quotas).negated();
    if (!out.greaterThan(0)) continue;
    // Only lots opened before this outflow can pay it; the movements are in date order.
    const position = movements.indexOf(m);
    while (out.greaterThan(0)) {
      const lot = lots[lotIndex];
      if (!lot || movements.indexOf(lot.movement) > position) {
        throw new RangeError('More quotas left the position than it held');
      }
      const taken = Decimal.min(lot.held, out);
      lot.held = lot.held.minus(taken);
      out = out.minus(taken);
      if (lot.held.isZero()) lotIndex += 1;
    }
  }
  return lots.map(({ movement, held }) => ({ ...movement, heldQuotas: held.toFixed(8) }));
}
