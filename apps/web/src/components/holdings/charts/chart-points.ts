import { compareDecimalStrings } from '@invierte/domain';

const isZero = (amount: string) => compareDecimalStrings(amount, '0') === 0;

/**
 * A value series from the first point with quotas or capital in it: the months of a period before the
 * investor's first subscription are not drawn as a rise from zero (a line from S/ 0 up to the first
 * amount would read as growth that never happened). Later zeros, after a whole rescue, are kept.
 */
export function fromFirstHolding<T extends { value: string; invested: string }>(points: readonly T[]): T[] {
  const first = points.findIndex((p) => !isZero(p.value) || !isZero(p.invested));
  return first < 0 ? [] : points.slice(first);
}
