import Decimal from 'decimal.js';
import type { CurrencyCode } from '../currency.ts';
import { costBasisSteps, type HoldingEvent } from '../portfolio/cost-basis.ts';
import { AMOUNT_DECIMALS } from '../quota-math.ts';

/**
 * The annual certificate of income from rescues and tax withheld (docs/business-rules.md, "Monthly
 * statements and the tax certificate"). For each rescue settled in the calendar year (Lima days), the
 * income is what it paid minus the average cost of the quotas it took out (portfolio/cost-basis.ts,
 * the one cost policy); the tax withheld is the fund's rate on a positive income, half-up to the
 * cent; a rescue at a loss withholds nothing. A correction that reverses a rescue takes back its
 * income and its tax in the year of the correction.
 */

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** Peru's rate on second-category capital income of individuals (Ley del Impuesto a la Renta). */
export const DEFAULT_RESCUE_TAX_RATE = '0.05';

export interface TaxCertificateFund {
  productName: string;
  code: string;
  currency: CurrencyCode;
  /** The rate withheld on this fund's income, as a fraction ("0.05"). */
  taxRate: string;
  /** Its holding events in journal order (the whole history: the cost of earlier years counts). */
  events: readonly HoldingEvent[];
}

export interface TaxCertificateLine {
  productName: string;
  code: string;
  currency: CurrencyCode;
  /** The rate as a percentage to print ("5"). */
  ratePercent: string;
  /** Rescues settled in the year (a reversed one counts as −1 when it is reversed). */
  rescues: number;
  /** Paid out by those rescues. */
  proceeds: string;
  /** Average cost of the quotas they took out. */
  cost: string;
  /** proceeds − cost. */
  income: string;
  taxWithheld: string;
}

export interface TaxCertificateTotal {
  currency: CurrencyCode;
  proceeds: string;
  cost: string;
  income: string;
  taxWithheld: string;
}

export interface TaxCertificate {
  year: number;
  /** Funds with a rescue in the year, in the order given. */
  lines: TaxCertificateLine[];
  /** One per currency with lines: soles first. */
  totals: TaxCertificateTotal[];
}

const money = (d: Decimal) => d.toFixed(AMOUNT_DECIMALS);

/** The certificate of `year` from each fund's events; a year without rescues has no lines. */
export function taxCertificate(year: number, funds: readonly TaxCertificateFund[]): TaxCertificate {
  const lines: TaxCertificateLine[] = [];
  for (const fund of funds) {
    const steps = costBasisSteps(fund.events);
    const taxOf = new Map<string, Decimal>();
    let rescues = 0;
    let proceeds = new D(0);
    let cost = new D(0);
    let tax = new D(0);
    fund.events.forEach((event, i) => {
      if (event.kind !== 'RESCUE') return;
      const before = i > 0 ? steps[i - 1]! : { cost: '0', withdrawn: '0' };
      const after = steps[i]!;
      const paid = new D(after.withdrawn).minus(before.withdrawn);
      const costOut = new D(before.cost).minus(after.cost);
      const eventTax = event.reverses
        ? (taxOf.get(event.reverses) ?? new D(0)).neg()
        : D.max(0, paid.minus(costOut)).mul(fund.taxRate).toDecimalPlaces(AMOUNT_DECIMALS);
      taxOf.set(event.id, eventTax);
      if (Number(event.date.slice(0, 4)) !== year) return;
      rescues += event.reverses ? -1 : 1;
      proceeds = proceeds.plus(paid);
      cost = cost.plus(costOut);
      tax = tax.plus(eventTax);
    });
    if (rescues === 0 && proceeds.isZero() && cost.isZero()) continue;
    lines.push({
      productName: fund.productName,
      code: fund.code,
      currency: fund.currency,
      ratePercent: new D(fund.taxRate).mul(100).toString(),
      rescues,
      proceeds: money(proceeds),
      cost: money(cost),
      income: money(proceeds.minus(cost)),
      taxWithheld: money(tax),
    });
  }
  const totals: TaxCertificateTotal[] = [];
  for (const currency of ['PEN', 'USD'] as const) {
    const of = lines.filter((l) => l.currency === currency);
    if (!of.length) continue;
    const sum = (pick: (l: TaxCertificateLine) => string) =>
      money(of.reduce((s, l) => s.plus(pick(l)), new D(0)));
    totals.push({
      currency,
      proceeds: sum((l) => l.proceeds),
      cost: sum((l) => l.cost),
      income: sum((l) => l.income),
      taxWithheld: sum((l) => l.taxWithheld),
    });
  }
  return { year, lines, totals };
}
