import { describe, expect, it } from 'vitest';
import { addDays, limaDate, limaMidnight } from './lima-time.ts';

describe('limaDate', () => {
  it.each([
    ['2026-11-22T04:59:59Z', '2026-11-21'], // still the evening before in Lima (UTC-5)
    ['2026-11-22T05:00:00Z', '2026-11-22'],
    ['2026-01-01T03:00:00Z', '2025-12-31'],
  ])('%s is %s in Lima', (instant, date) => expect(limaDate(new Date(instant))).toBe(date));

  it('agrees with the time-zone data from 1985 to 2100, summer-time years included', () => {
    const byIntl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Lima',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // Peru kept summer time in 1986-87, 1990 and 1994: through 2000, steps of 7 h 1 min reach every
    // hour of the day and every minute of the hour; after that, one instant every 3 days 1 h 1 min.
    const mismatches: string[] = [];
    const check = (from: number, to: number, step: number) => {
      for (let t = from; t < to; t += step)
        for (const at of [t, t - 60_000, t + 59 * 60_000]) {
          const d = new Date(at);
          if (limaDate(d) !== byIntl.format(d)) mismatches.push(d.toISOString());
        }
    };
    check(Date.UTC(1985, 0, 1), Date.UTC(2000, 0, 1), 7 * 3_600_000 + 60_000);
    check(Date.UTC(2000, 0, 1), Date.UTC(2100, 0, 1), 73 * 3_600_000 + 60_000);
    expect(mismatches).toEqual([]);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-11-22', -365, '2025-11-22'],
  ])('%s %+d days is %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));
});

describe('limaMidnight', () => {
  it('is the instant a Lima day begins, 05:00 UTC, and that instant is the same Lima day', () => {
    expect(limaMidnight('2026-11-29').toISOString()).toBe('2026-11-29T05:00:00.000Z');
    expect(limaDate(limaMidnight('2026-01-01'))).toBe('2026-01-01');
    expect(limaDate(new Date(limaMidnight('2026-01-01').getTime() - 1))).toBe('2025-12-31');
  });
});
