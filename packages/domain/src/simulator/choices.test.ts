import { describe, expect, it } from 'vitest';
import {
  simulatorDefaultsFor,
  simulatorFrequencyOptions,
  simulatorProductsFor,
  simulatorShowsFrequency,
  simulatorSliderFor,
} from './choices.ts';
import { calculatorDefaults, FACTORING_SLIDER_TICKS } from './constants.ts';
import { paymentFrequencyFromMutuoCode, simulate } from './simulate.ts';

const soles = { value: 'PEN', label: 'Soles' };
const dolares = { value: 'USD', label: 'Dólares' };

describe('simulatorProductsFor (R5, R6)', () => {
  it('a non-affluent customer sees only Factoring, with the select disabled', () => {
    expect(simulatorProductsFor({ affluent: false })).toEqual({
      control: 'select',
      products: [{ value: 1, label: 'Factoring' }],
      selectDisabled: true,
      defaultProduct: 1,
      currencies: [soles, dolares],
    });
  });

  it('an affluent customer sees every listed product (never product 2)', () => {
    expect(simulatorProductsFor({ affluent: true })).toEqual({
      control: 'select',
      products: [
        { value: 1, label: 'Factoring' },
        { value: 3, label: 'Bono Select MidCap' },
        { value: 4, label: 'Mutuo Acreencias' },
      ],
      selectDisabled: false,
      defaultProduct: 1,
      currencies: [soles, dolares],
    });
  });

  it.each([true, false])(
    'without a product select (affluent %s): Factoring and the Dólares/Soles toggle',
    (affluent) => {
      expect(simulatorProductsFor({ affluent, productSelect: false })).toEqual({
        control: 'currency-toggle',
        products: [{ value: 1, label: 'Factoring' }],
        selectDisabled: true,
        defaultProduct: 1,
        currencies: [soles, dolares],
      });
    },
  );
});

describe('defaults (R9)', () => {
  it('calculator defaults: PEN, 10000, 12 months', () => {
    expect(calculatorDefaults).toEqual({ currency: 'PEN', amount: '10000', months: 12 });
  });

  it.each([
    [1, 'PEN', '1000', 2, { unit: 'months', length: 12 }, 'quarterly'],
    [1, 'USD', '500', 2, { unit: 'months', length: 12 }, 'quarterly'],
    [3, 'PEN', '250000', 1, { unit: 'months', length: 24 }, 'monthly'],
    [3, 'USD', '70000', 1, { unit: 'months', length: 24 }, 'monthly'],
    [4, 'PEN', '75000', 2, { unit: 'months', length: 12 }, 'quarterly'],
    [4, 'USD', '20000', 2, { unit: 'months', length: 12 }, 'quarterly'],
    [2, 'USD', '10000', 0, { unit: 'days', length: 30 }, 'maturity'],
  ] as const)(
    'product %s in %s starts at %s, slider index %s',
    (product, currency, amount, termIndex, term, frequency) => {
      expect(simulatorDefaultsFor(product, currency)).toEqual({
        product,
        currency,
        amount,
        termIndex,
        term,
        frequency,
      });
    },
  );

  it('currency defaults to PEN', () => {
    expect(simulatorDefaultsFor(1).currency).toBe('PEN');
  });

  it.each([1, 3, 4] as const)('product %s: its defaults simulate without a minimum message', (product) => {
    for (const currency of ['PEN', 'USD'] as const) {
      const d = simulatorDefaultsFor(product, currency);
      expect(simulate(d).status).toBe('ok');
    }
  });

  it('refuses an unknown product or currency', () => {
    expect(() => simulatorDefaultsFor(7 as 1)).toThrow(RangeError);
    expect(() => simulatorDefaultsFor(1, 'EUR' as 'PEN')).toThrow(RangeError);
  });
});

describe('slider and frequency select', () => {
  it('Factoring ticks 3, 6, 12, 24, 36 months', () => {
    expect(FACTORING_SLIDER_TICKS).toEqual([3, 6, 12, 24, 36]);
    expect(simulatorSliderFor(1).map((mark) => mark.label)).toEqual([
      '3 meses',
      '6 meses',
      '12 meses',
      '24 meses',
      '36 meses',
    ]);
  });

  it('Bono Select and Mutuo marks are their terms', () => {
    expect(simulatorSliderFor(3).map((mark) => mark.key)).toEqual(['12m', '24m', '36m']);
    expect(simulatorSliderFor(4).map((mark) => mark.label)).toEqual([
      '180 días',
      '270 días',
      '12 meses',
      '24 meses',
      '36 meses',
    ]);
  });

  it('frequency options: Mutuo quarterly (1) or at maturity (2), Bono monthly', () => {
    expect(simulatorShowsFrequency(1)).toBe(false);
    expect(simulatorShowsFrequency(3)).toBe(true);
    expect(simulatorShowsFrequency(4)).toBe(true);
    expect(simulatorFrequencyOptions(4)).toEqual([
      { value: 'quarterly', label: 'Trimestral', code: 1 },
      { value: 'maturity', label: 'Al vencimiento', code: 2 },
    ]);
    expect(simulatorFrequencyOptions(3)).toEqual([{ value: 'monthly', label: 'Mensual' }]);
    expect(simulatorFrequencyOptions(1)).toEqual([{ value: 'quarterly', label: 'Trimestral' }]);
  });

  it('Mutuo frequency codes (R4)', () => {
    expect(paymentFrequencyFromMutuoCode(1)).toBe('quarterly');
    expect(paymentFrequencyFromMutuoCode(2)).toBe('maturity');
    expect(() => paymentFrequencyFromMutuoCode(3)).toThrow(RangeError);
    expect(() => paymentFrequencyFromMutuoCode(0)).toThrow(RangeError);
  });
});
