import { describe, expect, it } from 'vitest';
import { annualReturn, annualReturnExplanation, annualReturnGaps, xirr } from './annual-return.ts';

const rateOf = (flows: Array<[string, string]>) => {
  const found = xirr(flows.map(([date, amount]) => ({ date, amount })));
  if ('gap' in found) throw new Error(found.gap);
  return found.rate;
};

describe('xirr', () => {
  // Each expected rate was found independently by plain bisection on Σ flow ÷ (1 + r)^(days/365).
  it('matches the published spreadsheet example', () => {
    const rate = rateOf([
      ['2008-01-01', '-10000'],
      ['2008-03-01', '2750'],
      ['2008-10-30', '4250'],
      ['2009-02-15', '3250'],
      ['2009-04-01', '2750'],
    ]);
    expect(rate).toBeCloseTo(0.373362535, 8);
  });

  it('is the plain yearly rate over exactly 365 days, and over a leap year a little less', () => {
    expect(
      rateOf([
        ['2025-01-01', '-1000'],
        ['2026-01-01', '1100'],
      ]),
    ).toBeCloseTo(0.1, 10);
    expect(
      rateOf([
        ['2024-01-01', '-1000'],
        ['2025-01-01', '1100'],
      ]),
    ).toBeCloseTo(0.0997135859, 9);
    expect(
      rateOf([
        ['2025-01-01', '-1000'],
        ['2026-01-01', '900'],
      ]),
    ).toBeCloseTo(-0.1, 10);
  });

  it('weighs a second subscription by the time it was invested', () => {
    const rate = rateOf([
      ['2025-01-10', '-1000'],
      ['2025-07-11', '-1000'],
      ['2026-01-10', '2100'],
    ]);
    expect(rate).toBeCloseTo(0.0669672217, 9);
  });

  it('counts a rescue as money taken out on its day', () => {
    const rate = rateOf([
      ['2026-03-01', '-5000'],
      ['2026-06-01', '1500'],
      ['2026-11-28', '3800'],
    ]);
    expect(rate).toBeCloseTo(0.1014131972, 9);
  });

  it('annualises a short history: 1 % in one day is about 3,678 % a year', () => {
    expect(
      rateOf([
        ['2026-11-01', '-100'],
        ['2026-11-02', '101'],
      ]),
    ).toBeCloseTo(36.7834343, 6);
  });

  it('finds no rate without money put in, within a day, or when everything goes one way', () => {
    expect(xirr([])).toEqual({ gap: 'NO_FLOWS' });
    expect(xirr([{ date: '2026-01-01', amount: '100' }])).toEqual({ gap: 'NO_FLOWS' });
    expect(
      xirr([
        { date: '2026-01-01', amount: '-100' },
        { date: '2026-01-01', amount: '101' },
      ]),
    ).toEqual({
      gap: 'TOO_SHORT',
    });
    expect(
      xirr([
        { date: '2026-01-01', amount: '-100' },
        { date: '2026-02-01', amount: '-5' },
      ]),
    ).toEqual({
      gap: 'NO_RATE',
    });
  });
});

describe('annualReturn', () => {
  it('ends the flows with the value on the valuation day, as a percentage with its explanation', () => {
    expect(annualReturn([{ date: '2025-01-01', amount: '-1000.00' }], '1100.00', '2026-01-01')).toEqual({
      rate: '10.00',
      gap: null,
      note: annualReturnExplanation,
    });
  });

  it('shows none, saying why, before a day has passed or without a value', () => {
    expect(annualReturn([{ date: '2026-11-28', amount: '-1000.00' }], '1000.00', '2026-11-28')).toEqual({
      rate: null,
      gap: 'TOO_SHORT',
      note: annualReturnGaps.TOO_SHORT,
    });
    expect(annualReturn([], '0.00', '2026-11-28').gap).toBe('NO_FLOWS');
    expect(annualReturn([{ date: '2026-01-01', amount: '-10.00' }], null, '2026-11-28').gap).toBe('NO_RATE');
  });
});
