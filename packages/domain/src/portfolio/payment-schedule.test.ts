import { describe, expect, it } from 'vitest';
import { simulatorProducts, type PaymentFrequency } from '../simulator/constants.ts';
import { simulate } from '../simulator/simulate.ts';
import { addMonths, heldLots, paymentSchedule } from './payment-schedule.ts';

const sumCents = (values: string[]) =>
  values.reduce((total, v) => total + BigInt(v.replace('.', '')), 0n).toString();
const cents = (v: string) => BigInt(v.replace('.', '')).toString();

describe('paymentSchedule', () => {
  it('pays, for a whole lot, exactly what the simulator shows for every product, term and frequency', () => {
    let checked = 0;
    for (const product of [1, 3, 4] as const) {
      const rule = simulatorProducts[product];
      for (const currency of ['PEN', 'USD'] as const) {
        for (const termRule of rule.terms) {
          for (const frequency of rule.frequencies) {
            for (const amount of [rule.minimum![currency], '1234567.89', '987654.31']) {
              const sim = simulate({ product, currency, amount, term: termRule.term, frequency });
              if (sim.status !== 'ok') throw new Error('below minimum');
              const s = paymentSchedule({
                product,
                currency,
                amount: sim.amount,
                startDate: '2026-01-15',
                term: termRule.term,
                frequency,
                today: '2026-01-15',
              });
              expect(s.payments.map((p) => p.net)).toEqual(sim.schedule.map((p) => p.amount));
              expect(s.totals).toEqual({ gross: sim.grossGain, tax: sim.taxWithheld, net: sim.netTotal });
              // Per period gross − tax = net, and the periods add up to the totals.
              for (const p of s.payments) expect(sumCents([p.tax, p.net])).toBe(cents(p.gross));
              expect(sumCents(s.payments.map((p) => p.gross))).toBe(cents(s.totals.gross));
              expect(sumCents(s.payments.map((p) => p.tax))).toBe(cents(s.totals.tax));
              checked += 1;
            }
          }
        }
      }
    }
    expect(checked).toBe(3 * 2 * (5 + 3 + 10));
  });

  it('defaults Bono Select to 24 monthly payments, dated month by month from the subscription', () => {
    const s = paymentSchedule({
      product: 3,
      currency: 'PEN',
      amount: '250000.00',
      startDate: '2026-01-31',
      today: '2026-04-30',
    });
    expect(s.termLabel).toBe('24 meses');
    expect(s.frequency).toBe('monthly');
    expect(s.annualRate).toBe('0.0925');
    expect(s.paymentCount).toBe(24);
    // 250,000 × 9.25 % × 2 = 46,250.00 gross; × 0.95 = 43,937.50 net (business-rules grid row 17).
    expect(s.totals).toEqual({ gross: '46250.00', tax: '2312.50', net: '43937.50' });
    expect(s.payments[0]).toEqual({
      number: 1,
      date: '2026-02-28',
      gross: '1927.08',
      tax: '96.35',
      net: '1830.73',
      isPast: true,
    });
    expect(s.payments.map((p) => p.date).slice(1, 4)).toEqual(['2026-03-31', '2026-04-30', '2026-05-31']);
    // The last payment absorbs the cents: 46,250.00 − 23 × 1,927.08 and 43,937.50 − 23 × 1,830.73.
    expect(s.payments[23]).toMatchObject({
      date: '2028-01-31',
      gross: '1927.16',
      tax: '96.45',
      net: '1830.71',
    });
    expect(s.maturityDate).toBe('2028-01-31');
    // Three dates are on or before today (28 Feb, 31 Mar, 30 Apr).
    expect(s.pastNet).toBe('5492.19');
    expect(s.upcomingNet).toBe('38445.31');
    expect(s.nextPayment?.date).toBe('2026-05-31');
  });

  it('defaults Mutuo Acreencias to 12 months paid quarterly, and pays once at maturity when asked', () => {
    const quarterly = paymentSchedule({
      product: 4,
      currency: 'USD',
      amount: '20000.00',
      startDate: '2025-11-15',
      today: '2025-11-15',
    });
    expect(quarterly.payments.map((p) => [p.date, p.net])).toEqual([
      ['2026-02-15', '403.75'],
      ['2026-05-15', '403.75'],
      ['2026-08-15', '403.75'],
      ['2026-11-15', '403.75'],
    ]);
    expect(quarterly.payments.every((p) => !p.isPast)).toBe(true);
    expect(quarterly.pastNet).toBe('0.00');

    const once = paymentSchedule({
      product: 4,
      currency: 'USD',
      amount: '20000.00',
      startDate: '2025-11-15',
      frequency: 'maturity',
      today: '2026-12-01',
    });
    expect(once.payments).toEqual([
      { number: 1, date: '2026-11-15', gross: '1700.00', tax: '85.00', net: '1615.00', isPast: true },
    ]);
    expect(once.nextPayment).toBeNull();
    expect(once.upcomingNet).toBe('0.00');
  });

  it('counts day terms in calendar days, every 90 days', () => {
    const s = paymentSchedule({
      product: 4,
      currency: 'PEN',
      amount: '75000.00',
      startDate: '2026-01-01',
      term: { unit: 'days', length: 180 },
      frequency: 'quarterly',
      today: '2026-01-01',
    });
    expect(s.payments.map((p) => [p.date, p.net])).toEqual([
      ['2026-04-01', '1425.00'],
      ['2026-06-30', '1425.00'],
    ]);
    expect(s.maturityDate).toBe('2026-06-30');
  });

  it('pays on the quotas still held, rounding only at the last step', () => {
    // 1.38 of 193.12345678 quotas of a $ 20,000.00 lot = $ 142.9137633521… of principal.
    const s = paymentSchedule({
      product: 4,
      currency: 'USD',
      amount: '20000.00',
      held: { quotas: '1.38', of: '193.12345678' },
      startDate: '2026-01-10',
      today: '2026-01-10',
    });
    expect(s.principal).toBe('142.91');
    // N ÷ 4 = 142.91376… × 0.085 × 0.95 ÷ 4 = 2.88505… → 2.89; rounding the principal to 142.91 first
    // would give 2.88499… → 2.88.
    expect(s.payments.map((p) => p.net)).toEqual(['2.89', '2.89', '2.89', '2.87']);
    expect(s.totals).toEqual({ gross: '12.15', tax: '0.61', net: '11.54' });
    expect(s.payments.map((p) => p.gross)).toEqual(['3.04', '3.04', '3.04', '3.03']);
  });

  it('pays nothing on a lot wholly rescued', () => {
    const s = paymentSchedule({
      product: 3,
      currency: 'USD',
      amount: '70000.00',
      held: { quotas: '0', of: '700' },
      startDate: '2026-01-10',
      today: '2026-01-10',
    });
    expect(s.principal).toBe('0.00');
    expect(s.totals.net).toBe('0.00');
    expect(s.payments.every((p) => p.net === '0.00' && p.gross === '0.00')).toBe(true);
  });

  it('refuses what the API must never pass', () => {
    const base = {
      product: 3 as const,
      currency: 'USD' as const,
      amount: '70000.00',
      startDate: '2026-01-10',
      today: '2026-01-10',
    };
    expect(() => paymentSchedule({ ...base, frequency: 'maturity' as PaymentFrequency })).toThrow(RangeError);
    expect(() => paymentSchedule({ ...base, term: { unit: 'months', length: 6 } })).toThrow(RangeError);
    expect(() => paymentSchedule({ ...base, held: { quotas: '701', of: '700' } })).toThrow(RangeError);
    expect(() => paymentSchedule({ ...base, held: { quotas: '1', of: '0' } })).toThrow(RangeError);
    expect(() => paymentSchedule({ ...base, amount: '1e5' })).toThrow(RangeError);
    expect(() => paymentSchedule({ ...base, startDate: '10/01/2026' })).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  it('keeps the day, or the month’s last day when it has fewer', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-31', 12)).toBe('2027-12-31');
  });
});

describe('heldLots', () => {
  const m = (id: string, quotas: string) => ({ id, type: 'X', quotas });
  it('takes what leaves from the oldest lots first', () => {
    const lots = heldLots([m('a', '10'), m('b', '5.5'), m('r1', '-4'), m('c', '2'), m('r2', '-7.25')]);
    expect(lots.map((l) => [l.id, l.heldQuotas])).toEqual([
      ['a', '0.00000000'],
      ['b', '4.25000000'],
      ['c', '2.00000000'],
    ]);
  });
  it('refuses more out than was in before it', () => {
    expect(() => heldLots([m('a', '1'), m('r', '-2'), m('b', '5')])).toThrow(RangeError);
  });
});
