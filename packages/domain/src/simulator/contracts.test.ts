import { describe, expect, it } from 'vitest';
import { simulatorProducts } from './constants.ts';
import { calculatorMonthsValues, calculatorRecordFor, calculatorRegisterRequest } from './contracts.ts';
import { simulatorTermMonths } from './simulate.ts';

describe('calculatorRegisterRequest (R3 calculator data sent)', () => {
  const valid = { source: 'webapp', currency: 'PEN', amount: '10000', months: 12 };

  it('accepts a record', () => {
    expect(calculatorRegisterRequest.parse(valid)).toEqual(valid);
    expect(
      calculatorRegisterRequest.safeParse({ ...valid, currency: 'USD', amount: '500.50', months: 6 }).success,
    ).toBe(true);
  });

  it.each([
    ['another source', { ...valid, source: 'app' }],
    ['no source', { currency: 'PEN', amount: '10000', months: 12 }],
    ['another currency', { ...valid, currency: 'EUR' }],
    ['an amount as a number', { ...valid, amount: 10000 }],
    ['a negative amount', { ...valid, amount: '-1' }],
    ['a zero amount', { ...valid, amount: '0.00' }],
    ['three decimals', { ...valid, amount: '1.001' }],
    ['months not offered', { ...valid, months: 7 }],
    ['fractional months', { ...valid, months: 12.5 }],
    ['months as a string', { ...valid, months: '12' }],
    ['an extra field', { ...valid, extra: true }],
  ])('refuses %s', (_name, body) => {
    expect(calculatorRegisterRequest.safeParse(body).success).toBe(false);
  });

  it('the months list is exactly the terms the simulator offers', () => {
    const derived = new Set(
      Object.values(simulatorProducts).flatMap((rule) => rule.terms.map((t) => simulatorTermMonths(t.term))),
    );
    expect([...calculatorMonthsValues]).toEqual([...derived].sort((a, b) => a - b));
  });
});

describe('calculatorRecordFor', () => {
  it('converts day terms to 30-day months and normalises the amount', () => {
    expect(
      calculatorRecordFor({
        product: 4,
        currency: 'USD',
        amount: '20000',
        term: { unit: 'days', length: 270 },
      }),
    ).toEqual({ source: 'webapp', currency: 'USD', amount: '20000.00', months: 9 });
    expect(
      calculatorRecordFor({
        product: 4,
        currency: 'PEN',
        amount: '75000',
        term: { unit: 'days', length: 180 },
      }),
    ).toEqual({ source: 'webapp', currency: 'PEN', amount: '75000.00', months: 6 });
    expect(
      calculatorRecordFor({
        product: 1,
        currency: 'PEN',
        amount: '10000',
        term: { unit: 'months', length: 12 },
      }),
    ).toEqual({ source: 'webapp', currency: 'PEN', amount: '10000.00', months: 12 });
  });

  it('every record it builds passes the schema', () => {
    for (const rule of Object.values(simulatorProducts)) {
      for (const t of rule.terms) {
        const record = calculatorRecordFor({
          product: rule.value,
          currency: 'USD',
          amount: '500',
          term: t.term,
        });
        expect(calculatorRegisterRequest.safeParse(record).success).toBe(true);
      }
    }
  });

  it('refuses a term the product does not offer, a bad currency or amount', () => {
    const term = { unit: 'months', length: 9 } as const;
    expect(() => calculatorRecordFor({ product: 1, currency: 'PEN', amount: '1000', term })).toThrow(
      RangeError,
    );
    expect(() =>
      calculatorRecordFor({
        product: 1,
        currency: 'EUR' as 'PEN',
        amount: '1000',
        term: { unit: 'months', length: 3 },
      }),
    ).toThrow(RangeError);
    expect(() =>
      calculatorRecordFor({ product: 1, currency: 'PEN', amount: '-5', term: { unit: 'months', length: 3 } }),
    ).toThrow(RangeError);
  });
});
