import { describe, expect, it } from 'vitest';
import {
  cashByMonth,
  cashTotals,
  chartDates,
  chartFrom,
  lastAtOrBefore,
  monthsBetween,
  sumHistories,
  valueHistory,
} from './history.ts';

describe('chart periods', () => {
  it('covers the last N calendar months, the current one included', () => {
    expect(chartFrom('2026-11-24', 12)).toBe('2025-12-01');
    expect(chartFrom('2026-01-31', 1)).toBe('2026-01-01');
    expect(chartFrom('2026-03-15', 3)).toBe('2026-01-01');
    expect(monthsBetween('2025-11-01', '2026-02-03')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('takes each month end and then the last day, or every day', () => {
    expect(chartDates('2025-12-01', '2026-02-10', 'month')).toEqual([
      '2025-12-31',
      '2026-01-31',
      '2026-02-10',
    ]);
    expect(chartDates('2024-02-01', '2024-03-31', 'month')).toEqual(['2024-02-29', '2024-03-31']);
    expect(chartDates('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(chartDates('2026-03-02', '2026-03-01', 'day')).toEqual([]);
  });

  it('finds the last item dated on or before a day', () => {
    const list = [{ date: '2026-01-01' }, { date: '2026-01-05' }, { date: '2026-01-09' }];
    expect(lastAtOrBefore(list, '2025-12-31')).toBeUndefined();
    expect(lastAtOrBefore(list, '2026-01-05')).toBe(list[1]);
    expect(lastAtOrBefore(list, '2026-01-08')).toBe(list[1]);
    expect(lastAtOrBefore(list, '2027-01-01')).toBe(list[2]);
  });
});

describe('valueHistory', () => {
  it('values the quotas held at the end of each day at the quota value in force that day', () => {
    const points = valueHistory({
      dates: ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'],
      balances: [
        { date: '2026-01-02', balance: '10' },
        { date: '2026-01-04', balance: '4.33333333' },
      ],
      // Nothing published on the 3rd: the 2nd's value stays in force.
      quotaValues: [
        { date: '2026-01-01', value: '100' },
        { date: '2026-01-02', value: '100.00000005' },
        { date: '2026-01-04', value: '101.5' },
      ],
      events: [
        {
          id: 's',
          reverses: null,
          date: '2026-01-02',
          kind: 'SUBSCRIPTION',
          quotas: '10',
          amount: '1000.00',
        },
        {
          id: 'r',
          reverses: null,
          date: '2026-01-04',
          kind: 'RESCUE',
          quotas: '-5.66666667',
          amount: '578.33',
        },
      ],
    });
    expect(points).toEqual([
      {
        date: '2026-01-01',
        quotas: '0.00000000',
        quotaValue: '100',
        value: '0.00',
        invested: '0.00',
        gain: '0.00',
      },
      // 10 × 100.00000005 = 1000.0000005 → half-up to the cent.
      {
        date: '2026-01-02',
        quotas: '10.00000000',
        quotaValue: '100.00000005',
        value: '1000.00',
        invested: '1000.00',
        gain: '0.00',
      },
      {
        date: '2026-01-03',
        quotas: '10.00000000',
        quotaValue: '100.00000005',
        value: '1000.00',
        invested: '1000.00',
        gain: '0.00',
      },
      // 4.33333333 × 101.5 = 439.833332995 → 439.83. The 5.66666667 quotas rescued took out their
      // average cost, 1,000.00 × 0.566666667 = 566.67, leaving 433.33; they were paid 578.33, so the
      // gain is 439.83 − 433.33 + 11.66 realised.
      {
        date: '2026-01-04',
        quotas: '4.33333333',
        quotaValue: '101.5',
        value: '439.83',
        invested: '433.33',
        gain: '18.16',
      },
    ]);
  });

  it('shows no value before the fund has a quota value', () => {
    const [p] = valueHistory({
      dates: ['2026-01-01'],
      balances: [{ date: '2026-01-01', balance: '1' }],
      quotaValues: [],
      events: [],
    });
    expect(p).toEqual({
      date: '2026-01-01',
      quotas: '1.00000000',
      quotaValue: null,
      value: '0.00',
      invested: '0.00',
      gain: '0.00',
    });
  });

  it('adds histories point by point without losing a cent', () => {
    const dates = ['2026-01-01', '2026-01-02'];
    const a = [
      { date: dates[0]!, quotas: '1', quotaValue: '1', value: '0.10', invested: '0.10', gain: '0.00' },
      { date: dates[1]!, quotas: '1', quotaValue: '1', value: '0.10', invested: '0.10', gain: '0.01' },
    ];
    const b = [
      { date: dates[0]!, quotas: '1', quotaValue: '1', value: '0.20', invested: '0.20', gain: '0.00' },
      {
        date: dates[1]!,
        quotas: '1',
        quotaValue: '1',
        value: '999999999999.99',
        invested: '0.01',
        gain: '0.02',
      },
    ];
    expect(sumHistories([a, b], dates)).toEqual([
      { date: '2026-01-01', value: '0.30', invested: '0.30', gain: '0.00' },
      { date: '2026-01-02', value: '1000000000000.09', invested: '0.11', gain: '0.03' },
    ]);
  });
});

describe('income and expenses', () => {
  const cash = [
    { date: '2025-12-31', income: '0.10', expenses: '0' },
    { date: '2026-01-01', income: '0.20', expenses: '0' },
    { date: '2026-01-31', income: '0', expenses: '0.05' },
    { date: '2026-03-01', income: '1500.00', expenses: '0' },
  ];
  it('sums per Lima month, months without cash at zero', () => {
    expect(cashByMonth(cash, ['2026-01', '2026-02', '2026-03'])).toEqual([
      { month: '2026-01', income: '0.20', expenses: '0.05' },
      { month: '2026-02', income: '0.00', expenses: '0.00' },
      { month: '2026-03', income: '1500.00', expenses: '0.00' },
    ]);
  });
  it('totals a period, both ends included', () => {
    expect(cashTotals(cash, '2026-01-01', '2026-01-31')).toEqual({
      income: '0.20',
      expenses: '0.05',
      net: '0.15',
    });
  });
});
