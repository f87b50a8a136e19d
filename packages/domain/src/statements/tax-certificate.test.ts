import { describe, expect, it } from 'vitest';
import type { HoldingEvent } from '../portfolio/cost-basis.ts';
import { taxCertificate, type TaxCertificateFund } from './tax-certificate.ts';

const event = (
  id: string,
  date: string,
  kind: HoldingEvent['kind'],
  quotas: string,
  amount: string,
  reverses: string | null = null,
): HoldingEvent => ({ id, reverses, date, kind, quotas, amount });

/**
 * Soles: 100 quotas bought for 10,000.00; 20 rescued in 2025 for 2,400.00 (cost 2,000.00); 50 more
 * bought in 2026 for 6,000.00 (130 quotas costing 14,000.00); 30 rescued for 3,300.00 (cost
 * 14,000 × 30 ÷ 130 = 3,230.77); 10 rescued at a loss for 900.00 (cost 10,769.23 × 10 ÷ 100 = 1,076.92).
 */
const soles: TaxCertificateFund = {
  productName: 'Factoring',
  code: 'FIAMS',
  currency: 'PEN',
  taxRate: '0.05',
  events: [
    event('s1', '2025-03-01', 'SUBSCRIPTION', '100', '10000.00'),
    event('r1', '2025-06-01', 'RESCUE', '-20', '2400.00'),
    event('s2', '2026-02-01', 'SUBSCRIPTION', '50', '6000.00'),
    event('r2', '2026-04-01', 'RESCUE', '-30', '3300.00'),
    event('r3', '2026-09-01', 'RESCUE', '-10', '900.00'),
  ],
};

/** Dollars at another rate: 10 quotas for 1,000.00, 4 rescued in 2026 for 480.00 (cost 400.00). */
const dollars: TaxCertificateFund = {
  productName: 'Bono Select MidCap',
  code: 'BSMCD',
  currency: 'USD',
  taxRate: '0.065',
  events: [
    event('d1', '2026-01-10', 'SUBSCRIPTION', '10', '1000.00'),
    event('d2', '2026-03-10', 'RESCUE', '-4', '480.00'),
  ],
};

describe('the annual tax certificate', () => {
  it('takes each rescue of the year at its average cost and withholds the rate on a gain only', () => {
    const c = taxCertificate(2026, [soles, dollars]);
    expect(c.lines).toEqual([
      {
        productName: 'Factoring',
        code: 'FIAMS',
        currency: 'PEN',
        ratePercent: '5',
        rescues: 2,
        proceeds: '4200.00',
        cost: '4307.69',
        income: '-107.69',
        // 5 % of the first rescue's 69.23 (3.4615 → 3.46); the second lost 176.92 and withholds nothing
        taxWithheld: '3.46',
      },
      {
        productName: 'Bono Select MidCap',
        code: 'BSMCD',
        currency: 'USD',
        ratePercent: '6.5',
        rescues: 1,
        proceeds: '480.00',
        cost: '400.00',
        income: '80.00',
        taxWithheld: '5.20',
      },
    ]);
    expect(c.totals).toEqual([
      { currency: 'PEN', proceeds: '4200.00', cost: '4307.69', income: '-107.69', taxWithheld: '3.46' },
      { currency: 'USD', proceeds: '480.00', cost: '400.00', income: '80.00', taxWithheld: '5.20' },
    ]);
  });

  it('counts the earlier year on its own, with the cost of quotas bought before', () => {
    const c = taxCertificate(2025, [soles, dollars]);
    expect(c.lines).toHaveLength(1);
    expect(c.lines[0]).toMatchObject({
      rescues: 1,
      proceeds: '2400.00',
      cost: '2000.00',
      income: '400.00',
      taxWithheld: '20.00',
    });
    expect(c.totals.map((t) => t.currency)).toEqual(['PEN']);
  });

  it('has no lines for a year without rescues, subscriptions alone included', () => {
    expect(taxCertificate(2024, [soles, dollars])).toEqual({ year: 2024, lines: [], totals: [] });
    const onlyBought = { ...soles, events: soles.events.filter((e) => e.kind === 'SUBSCRIPTION') };
    expect(taxCertificate(2026, [onlyBought]).lines).toEqual([]);
  });

  it('a correction that reverses a rescue takes back its income and its tax, in its own year', () => {
    const sameYear: TaxCertificateFund = {
      ...dollars,
      events: [...dollars.events, event('x1', '2026-03-20', 'RESCUE', '4', '0', 'd2')],
    };
    expect(taxCertificate(2026, [sameYear]).lines).toEqual([]);
    const nextYear: TaxCertificateFund = {
      ...dollars,
      events: [...dollars.events, event('x1', '2027-01-20', 'RESCUE', '4', '0', 'd2')],
    };
    expect(taxCertificate(2026, [nextYear]).lines[0]).toMatchObject({ income: '80.00', taxWithheld: '5.20' });
    expect(taxCertificate(2027, [nextYear]).lines[0]).toMatchObject({
      rescues: -1,
      proceeds: '-480.00',
      cost: '-400.00',
      income: '-80.00',
      taxWithheld: '-5.20',
    });
  });
});
