import { expect, it } from 'vitest';
import { fromFirstHolding } from './chart-points';

const point = (date: string, value: string, invested: string) => ({ date, value, invested });

it('starts a value series at the first point with quotas or capital, keeping later zeros', () => {
  const series = [
    point('2025-11', '0', '0'),
    point('2025-12', '0.00', '0.00'),
    point('2026-01', '250000.00', '250000.00'),
    point('2026-02', '0.00', '0.00'),
    point('2026-03', '0.00', '1000.00'),
  ];
  expect(fromFirstHolding(series).map((p) => p.date)).toEqual(['2026-01', '2026-02', '2026-03']);
  // Capital without value yet (a subscription priced later) counts as holding.
  expect(fromFirstHolding([point('2026-01', '0', '0'), point('2026-02', '0', '500.00')])).toHaveLength(1);
  expect(fromFirstHolding([point('2026-01', '0', '0')])).toEqual([]);
  expect(fromFirstHolding([])).toEqual([]);
});
