import { describe, expect, it } from 'vitest';
import { addDays, limaDate } from './lima-time.ts';

describe('limaDate', () => {
  it.each([
    ['2026-11-22T04:59:59Z', '2026-11-21'], // still the evening before in Lima (UTC-5)
    ['2026-11-22T05:00:00Z', '2026-11-22'],
    ['2026-01-01T03:00:00Z', '2025-12-31'],
  ])('%s is %s in Lima', (instant, date) => expect(limaDate(new Date(instant))).toBe(date));
});

describe('addDays', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-11-22', -365, '2025-11-22'],
  ])('%s %+d days is %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));
});
