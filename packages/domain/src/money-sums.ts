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

/**
 * A new quota value that moves this much or more from the one it follows (in either direction, in
 * percent) is unusual: the by-hand dialog warns and an import asks for an explicit confirmation.
 * A fund's value moves by hundredths of a percent a day; 2 % is a typo's size, not a market's.
 */
export const UNUSUAL_QUOTA_VALUE_MOVE_PERCENT = 2;

/**
 * The move in percent ("-90.00") when a new quota value is unusual against the one it follows;
 * null when it is not, or when there is nothing to compare with.
 */
export function unusualQuotaValueMove(previous: string | null | undefined, next: string): string | null {
  const move = percentChange(previous, next);
  if (move === null) return null;
  return new Decimal(move).abs().greaterThanOrEqualTo(UNUSUAL_QUOTA_VALUE_MOVE_PERCENT) ? move : null;
}
