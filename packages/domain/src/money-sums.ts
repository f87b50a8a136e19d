import Decimal from 'decimal.js';
import { AMOUNT_DECIMALS } from './quota-math.ts';

/** The exact sum of money amounts (decimal strings), with 2 decimals: what a batch pays in total. */
export function sumAmounts(amounts: readonly string[]): string {
  return amounts.reduce((sum, a) => sum.plus(a), new Decimal(0)).toFixed(AMOUNT_DECIMALS);
}

/**
 * How much a quota value moved, in percent with 2 decimals, half-up ("1.25", "-0.40"); null when
 * there is no previous value to compare with.
 */
export function percentChange(previous: string | null | undefined, latest: string): string | null {
  if (!previous || new Decimal(previous).isZero()) return null;
  return new Decimal(latest)
    .minus(previous)
    .div(previous)
    .mul(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}
