import { describe, expect, it } from 'vitest';
import { applicableQuotaDay, quotaCutoffLabel, quotaDayRule } from './applicable-day.ts';

// Lima is UTC−5 all year: 16:30 Lima = 21:30 UTC.
describe('applicableQuotaDay (the 4:30 pm rule)', () => {
  it('uses the previous day before 16:30 Lima time', () => {
    expect(applicableQuotaDay(new Date('2026-03-10T21:29:59Z'))).toBe('2026-03-09');
    expect(applicableQuotaDay(new Date('2026-03-10T05:00:00Z'))).toBe('2026-03-09');
  });

  it('uses the day itself from 16:30:00 on, until Lima midnight', () => {
    expect(applicableQuotaDay(new Date('2026-03-10T21:30:00Z'))).toBe('2026-03-10');
    expect(applicableQuotaDay(new Date('2026-03-11T04:59:59Z'))).toBe('2026-03-10');
  });

  it('reads the Lima date, not the UTC one, across midnight and month ends', () => {
    // 00:30 UTC on 1 April is 19:30 Lima on 31 March.
    expect(applicableQuotaDay(new Date('2026-04-01T00:30:00Z'))).toBe('2026-03-31');
    // 10:00 Lima on 1 January: the value of 31 December applies.
    expect(applicableQuotaDay(new Date('2027-01-01T15:00:00Z'))).toBe('2026-12-31');
  });
});

describe('the 4:30 pm rule in words', () => {
  it('names the same cut-off the applicable day uses', () => {
    expect(quotaCutoffLabel).toBe('4:30 p. m.');
    expect(quotaDayRule).toBe(
      'El valor cuota de cada día rige desde las 4:30 p. m. (hora de Lima); antes de esa hora se aplica el del día anterior.',
    );
  });
});
