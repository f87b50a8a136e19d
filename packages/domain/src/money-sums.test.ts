import { describe, expect, it } from 'vitest';
import { percentChange, sumAmounts, unusualQuotaValueMove } from './money-sums.ts';

describe('sumAmounts', () => {
  it('adds money exactly, where floats would not', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['1100.00', '550.005'])).toBe('1650.01');
    expect(sumAmounts([])).toBe('0.00');
  });
});

describe('percentChange', () => {
  it('is the move from the previous value, half-up to 2 decimals', () => {
    expect(percentChange('100', '101.255')).toBe('1.26');
    expect(percentChange('110.01237720', '109.57')).toBe('-0.40');
    expect(percentChange(null, '100')).toBeNull();
    expect(percentChange('0', '100')).toBeNull();
  });
});

describe('unusualQuotaValueMove', () => {
  it('names a move of 2 % or more either way, and nothing below it or without a previous value', () => {
    expect(unusualQuotaValueMove('100', '102')).toBe('2.00');
    expect(unusualQuotaValueMove('100', '98')).toBe('-2.00');
    expect(unusualQuotaValueMove('100', '101.99')).toBeNull();
    expect(unusualQuotaValueMove('100', '98.01')).toBeNull();
    expect(unusualQuotaValueMove('1.5', '0.15')).toBe('-90.00');
    expect(unusualQuotaValueMove('1.5', '15')).toBe('900.00');
    expect(unusualQuotaValueMove(null, '15')).toBeNull();
  });
});
