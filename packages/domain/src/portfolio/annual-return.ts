import Decimal from 'decimal.js';
import type { InvestorFlow } from './cost-basis.ts';

/**
 * The money-weighted annual return (XIRR) over the investor's own flows: the yearly rate r at which
 * Σ flowᵢ ÷ (1 + r)^(daysᵢ ÷ 365) = 0, days counted from the first flow, with the holding's value as a
 * last flow on the valuation day (docs/business-rules.md, "Cost basis, gain and return").
 *
 * The amounts are decimals; only the rate is searched in floating point, inside a bracket where the
 * net present value changes sign (Newton's step when it stays in the bracket, bisection otherwise),
 * so it always ends on a root of that bracket.
 */

export const annualReturnLabel = 'Rentabilidad anual (TIR)';
export const annualReturnExplanation = 'Rentabilidad anual ponderada por tus aportes y retiros (TIR).';

export type AnnualReturnGap = 'NO_FLOWS' | 'TOO_SHORT' | 'NO_RATE';

/** Why no return is shown, in the investor's words. */
export const annualReturnGaps: Record<AnnualReturnGap, string> = {
  NO_FLOWS: 'Aún no hay aportes con los que calcularla.',
  TOO_SHORT: 'Se calcula cuando tu inversión cumple un día.',
  NO_RATE: 'Tus aportes y retiros no permiten calcularla.',
};

export type AnnualReturn =
  { rate: string; gap: null; note: string } | { rate: null; gap: AnnualReturnGap; note: string };

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Lower and upper limits of the rates searched: −99.9999 % to 10⁹ % a year. */
const LOWEST = -0.999999;
const HIGHEST = 1e7;
/** Starting points of the search for a sign change, nearest to zero first outwards. */
const GRID = [
  0,
  0.05,
  -0.05,
  0.2,
  -0.2,
  0.5,
  -0.5,
  1,
  -0.8,
  2,
  -0.95,
  5,
  -0.99,
  10,
  -0.999,
  100,
  -0.9999,
  1e3,
  1e4,
  1e5,
  1e6,
  LOWEST,
  HIGHEST,
];

interface Flow {
  years: number;
  amount: number;
}

function npv(flows: readonly Flow[], rate: number): number {
  let sum = 0;
  for (const f of flows) sum += f.amount / Math.pow(1 + rate, f.years);
  return sum;
}

function derivative(flows: readonly Flow[], rate: number): number {
  let sum = 0;
  for (const f of flows) sum -= (f.years * f.amount) / Math.pow(1 + rate, f.years + 1);
  return sum;
}

/** The bracket [lo, hi] around a sign change of the NPV nearest to a zero rate, if any. */
function bracket(flows: readonly Flow[]): [number, number] | null {
  const sorted = [...GRID].sort((a, b) => a - b);
  const values = sorted.map((r) => npv(flows, r));
  let best: [number, number] | null = null;
  let bestDistance = Infinity;
  for (let i = 0; i + 1 < sorted.length; i++) {
    const a = values[i]!;
    const b = values[i + 1]!;
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    if (a === 0) return [sorted[i]!, sorted[i]!];
    if (Math.sign(a) !== Math.sign(b)) {
      const distance = Math.min(Math.abs(sorted[i]!), Math.abs(sorted[i + 1]!));
      if (distance < bestDistance) {
        best = [sorted[i]!, sorted[i + 1]!];
        bestDistance = distance;
      }
    }
  }
  return best;
}

/** The rate in [lo, hi] where the NPV is zero: Newton inside the bracket, bisection otherwise. */
function solve(flows: readonly Flow[], lo: number, hi: number): number {
  if (lo === hi) return lo;
  let fLo = npv(flows, lo);
  let rate = (lo + hi) / 2;
  for (let i = 0; i < 300; i++) {
    const f = npv(flows, rate);
    if (f === 0 || hi - lo < 1e-12 * Math.max(1, Math.abs(rate))) return rate;
    if (Math.sign(f) === Math.sign(fLo)) {
      lo = rate;
      fLo = f;
    } else hi = rate;
    const d = derivative(flows, rate);
    const newton = d !== 0 ? rate - f / d : NaN;
    if (newton > lo && newton < hi) {
      if (Math.abs(newton - rate) < 1e-14 * Math.max(1, Math.abs(rate))) return newton;
      rate = newton;
    } else rate = (lo + hi) / 2;
  }
  return rate;
}

/**
 * XIRR of dated flows (negative: money put in; positive: money taken out), as a yearly fraction
 * (0.1 = 10 %), or why there is none: no flows or no money put in, less than a day between the first
 * flow and the last, or no rate that balances them (all flows one way).
 */
export function xirr(flows: readonly InvestorFlow[]): { rate: number } | { gap: AnnualReturnGap } {
  const nonZero = flows.filter((f) => !new Decimal(f.amount).isZero());
  if (nonZero.length === 0 || !nonZero.some((f) => new Decimal(f.amount).isNegative()))
    return { gap: 'NO_FLOWS' };
  const first = Math.min(...nonZero.map((f) => dayNumber(f.date)));
  const last = Math.max(...nonZero.map((f) => dayNumber(f.date)));
  if (last - first < 1) return { gap: 'TOO_SHORT' };
  const scaled = nonZero.map((f) => ({
    years: (dayNumber(f.date) - first) / 365,
    amount: new Decimal(f.amount).toNumber(),
  }));
  const found = bracket(scaled);
  if (!found) return { gap: 'NO_RATE' };
  return { rate: solve(scaled, found[0], found[1]) };
}

/**
 * The annual return of a holding (or of a currency's holdings): its flows, and its value now as the
 * last flow on `valuationDate`; the rate as a percentage, half-up to 2 decimals.
 */
export function annualReturn(
  flows: readonly InvestorFlow[],
  value: string | null,
  valuationDate: string,
): AnnualReturn {
  // A holding without a quota value has no value to end its flows with.
  if (value === null) return { rate: null, gap: 'NO_RATE', note: annualReturnGaps.NO_RATE };
  const found = xirr([...flows, { date: valuationDate, amount: value }]);
  if ('gap' in found) return { rate: null, gap: found.gap, note: annualReturnGaps[found.gap] };
  return {
    rate: new Decimal(found.rate).mul(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    gap: null,
    note: annualReturnExplanation,
  };
}
