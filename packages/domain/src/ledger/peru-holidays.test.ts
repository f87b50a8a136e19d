import { describe, expect, it } from 'vitest';
import { isQuotaUpdateDay } from './applicable-day.ts';
import { easterSunday, isPeruHoliday, peruHolidays } from './peru-holidays.ts';

describe("Peru's national holidays", () => {
  it('computes Easter Sunday for any year', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });

  it('lists the 2026 holidays, Holy Thursday and Good Friday from Easter', () => {
    expect([...peruHolidays(2026).keys()]).toEqual([
      '2026-01-01',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-06-07',
      '2026-06-29',
      '2026-07-23',
      '2026-07-28',
      '2026-07-29',
      '2026-08-06',
      '2026-08-30',
      '2026-10-08',
      '2026-11-01',
      '2026-12-08',
      '2026-12-09',
      '2026-12-25',
    ]);
    expect(peruHolidays(2026).get('2026-04-03')).toBe('Viernes Santo');
    expect(peruHolidays(2026).get('2026-07-28')).toBe('Fiestas Patrias');
  });

  it('moves Holy Week with Easter in 2027', () => {
    expect(peruHolidays(2027).get('2027-03-25')).toBe('Jueves Santo');
    expect(peruHolidays(2027).get('2027-03-26')).toBe('Viernes Santo');
    expect(isPeruHoliday('2027-04-01')).toBe(false);
    expect(isPeruHoliday('2027-04-02')).toBe(false);
    expect(peruHolidays(2027).size).toBe(16);
  });

  it('tells a holiday from an ordinary day', () => {
    expect(isPeruHoliday('2027-01-01')).toBe(true);
    expect(isPeruHoliday('2027-12-09')).toBe(true);
    expect(isPeruHoliday('2026-12-10')).toBe(false);
    expect(isPeruHoliday('2026-03-10')).toBe(false);
  });

  it('makes a weekday holiday no quota-update day', () => {
    // Thursday 2 and Friday 3 April 2026 (Holy Week), Wednesday 28 July 2027 (Fiestas Patrias).
    expect(isQuotaUpdateDay('2026-04-02')).toBe(false);
    expect(isQuotaUpdateDay('2026-04-03')).toBe(false);
    expect(isQuotaUpdateDay('2027-07-28')).toBe(false);
    expect(isQuotaUpdateDay('2026-12-08')).toBe(false);
    // The Wednesday before Holy Thursday and the Monday after Easter are ordinary update days.
    expect(isQuotaUpdateDay('2026-04-01')).toBe(true);
    expect(isQuotaUpdateDay('2026-04-06')).toBe(true);
    // A weekend is never one, holiday or not (Sunday 7 June 2026).
    expect(isQuotaUpdateDay('2026-06-07')).toBe(false);
    expect(isQuotaUpdateDay('2026-06-06')).toBe(false);
  });
});
