import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors.ts';
import {
  applicableQuotaDay,
  quotaCutoffLabel,
  quotaDayRule,
  quotaUpdateUnderWay,
  quotaUpdatingMessage,
} from './applicable-day.ts';

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

// Tuesday 10 March 2026; Saturday 14 March 2026. 16:30 Lima = 21:30 UTC.
describe('quotaUpdateUnderWay (the daily quota update)', () => {
  it('is under way on a weekday before 16:30 Lima while the latest value is an earlier day', () => {
    expect(quotaUpdateUnderWay(new Date('2026-03-10T14:00:00Z'), '2026-03-09')).toBe(true);
    expect(quotaUpdateUnderWay(new Date('2026-03-10T21:29:59Z'), '2026-03-06')).toBe(true);
    // 00:30 Lima on Tuesday: already Tuesday's update day.
    expect(quotaUpdateUnderWay(new Date('2026-03-10T05:30:00Z'), '2026-03-09')).toBe(true);
  });

  it('ends once the day has its value, at 16:30 Lima, or on a weekend', () => {
    expect(quotaUpdateUnderWay(new Date('2026-03-10T14:00:00Z'), '2026-03-10')).toBe(false);
    expect(quotaUpdateUnderWay(new Date('2026-03-10T21:30:00Z'), '2026-03-09')).toBe(false);
    expect(quotaUpdateUnderWay(new Date('2026-03-14T14:00:00Z'), '2026-03-13')).toBe(false);
    // 23:00 Lima on Monday 9 March is 04:00 UTC on Tuesday: still Monday, after the cut-off.
    expect(quotaUpdateUnderWay(new Date('2026-03-10T04:00:00Z'), '2026-03-06')).toBe(false);
  });

  it('is not under way on a Peruvian public holiday, and is again the next update day', () => {
    // Holy Thursday 2 April 2026, 10:00 Lima, latest value Wednesday's: no update that day.
    expect(quotaUpdateUnderWay(new Date('2026-04-02T15:00:00Z'), '2026-04-01')).toBe(false);
    expect(quotaUpdateUnderWay(new Date('2026-04-03T15:00:00Z'), '2026-04-01')).toBe(false);
    // Monday 6 April with Wednesday's value still the latest: under way until Monday's is published.
    expect(quotaUpdateUnderWay(new Date('2026-04-06T15:00:00Z'), '2026-04-01')).toBe(true);
    // Wednesday 28 July 2027 (Fiestas Patrias).
    expect(quotaUpdateUnderWay(new Date('2027-07-28T15:00:00Z'), '2027-07-27')).toBe(false);
  });

  it('is not under way for a fund with no value at all', () => {
    expect(quotaUpdateUnderWay(new Date('2026-03-10T14:00:00Z'), null)).toBe(false);
  });

  it('words the refusal with the adviser number when there is one', () => {
    expect(quotaUpdatingMessage('+51 987 654 321')).toBe(
      'El valor cuota se está actualizando. Para continuar con tu solicitud comunícate con un asesor de inversiones por WhatsApp al +51 987 654 321.',
    );
    expect(quotaUpdatingMessage(null)).toBe(errorCatalogue.QUOTA_VALUE_UPDATING.message);
  });
});
