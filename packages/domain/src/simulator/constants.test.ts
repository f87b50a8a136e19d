import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import * as domain from '../index.ts';
import {
  factoringRates,
  listedSimulatorProductValues,
  simulatorMinimumMessageAmounts,
  simulatorMinimums,
  simulatorProducts,
  type PaymentFrequency,
} from './constants.ts';

// The constants are checked against requirements R9 typed again here, and for internal consistency.
describe('simulator constants (R5, R9)', () => {
  it('lists products 1, 3, 4; product 2 exists but is not listed', () => {
    expect(listedSimulatorProductValues).toEqual([1, 3, 4]);
    expect(simulatorProducts[2].listed).toBe(false);
    expect(Object.values(simulatorProducts).map((p) => p.name)).toEqual([
      'Factoring',
      'Pago único a 30 días',
      'Bono Select MidCap',
      'Mutuo Acreencias',
    ]);
  });

  it('Factoring rates', () => {
    expect(factoringRates).toEqual({
      USD: { active: '0.15', tax: '0.05', profitability: '0.085' },
      PEN: { active: '0.17', tax: '0.05', profitability: '0.095' },
    });
    // The investor's profitability is a share of the active rate the fund earns.
    for (const c of ['USD', 'PEN'] as const) {
      expect(new Decimal(factoringRates[c].profitability).lessThan(factoringRates[c].active)).toBe(true);
    }
  });

  it('minimums and the amounts their messages name', () => {
    expect(simulatorMinimums).toEqual({
      1: { USD: '500', PEN: '1000' },
      3: { USD: '70000', PEN: '250000' },
      4: { USD: '20000', PEN: '75000' },
    });
    expect(simulatorMinimumMessageAmounts).toEqual({
      1: { USD: '500', PEN: '1000' },
      3: { USD: '70000', PEN: '250000' },
      4: { USD: '50000', PEN: '200000' },
    });
  });

  it('payment counts match the term: count × period = term', () => {
    const periodMonths: Record<Exclude<PaymentFrequency, 'maturity'>, number> = { monthly: 1, quarterly: 3 };
    for (const rule of Object.values(simulatorProducts)) {
      for (const t of rule.terms) {
        const termMonths = t.term.unit === 'months' ? t.term.length : t.term.length / 30;
        for (const f of rule.frequencies) {
          const count = t.paymentCount[f];
          expect(count, `${rule.name} ${t.term.length} ${t.term.unit} ${f}`).toBeDefined();
          if (f === 'maturity') expect(count).toBe(1);
          else expect((count ?? 0) * periodMonths[f]).toBe(termMonths);
        }
      }
    }
  });

  it('default slider positions point at a term', () => {
    for (const rule of Object.values(simulatorProducts)) {
      expect(rule.terms[rule.defaultTermIndex]).toBeDefined();
    }
    expect([simulatorProducts[1].defaultTermIndex, simulatorProducts[3].defaultTermIndex]).toEqual([2, 1]);
    expect(simulatorProducts[4].defaultTermIndex).toBe(2);
  });

  it('the domain package exports the simulator', () => {
    expect(typeof domain.simulate).toBe('function');
    expect(typeof domain.simulatorProductsFor).toBe('function');
    expect(typeof domain.calculatorRegisterRequest.parse).toBe('function');
  });
});
