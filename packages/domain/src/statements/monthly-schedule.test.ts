import { describe, expect, it } from 'vitest';
import {
  firstBusinessDay,
  isBusinessDay,
  monthBounds,
  monthInWords,
  previousMonth,
  statementMonthDue,
} from './monthly-schedule.ts';

describe('the monthly statement schedule', () => {
  it('finds the first business day past weekends and Peru’s holidays', () => {
    // 1 January 2027 is a Friday and a holiday; then a weekend
    expect(firstBusinessDay('2027-01')).toBe('2027-01-04');
    // 1 November 2026 is a Sunday (and All Saints)
    expect(firstBusinessDay('2026-11')).toBe('2026-11-02');
    expect(firstBusinessDay('2026-12')).toBe('2026-12-01');
    // 1 May 2026 is a Friday, Labour Day
    expect(firstBusinessDay('2026-05')).toBe('2026-05-04');
    // Holy Thursday and Good Friday 2021 were 1 and 2 April
    expect(firstBusinessDay('2021-04')).toBe('2021-04-05');
    expect(isBusinessDay('2026-04-03')).toBe(false);
    expect(isBusinessDay('2026-04-01')).toBe(true);
  });

  it('is due for the previous month from the first business day, in Lima', () => {
    // 2026-12-01 00:30 in Lima is 05:30 UTC; 04:59 UTC is still 30 November there
    expect(statementMonthDue(new Date('2026-12-01T04:59:00Z'))).toBe('2026-10');
    expect(statementMonthDue(new Date('2026-12-01T05:30:00Z'))).toBe('2026-11');
    // Before 4 January 2027 only November is due; from it, December
    expect(statementMonthDue(new Date('2027-01-02T15:00:00Z'))).toBe('2026-11');
    expect(statementMonthDue(new Date('2027-01-04T15:00:00Z'))).toBe('2026-12');
  });

  it('names and bounds months', () => {
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthInWords('2026-10')).toBe('octubre de 2026');
  });
});
