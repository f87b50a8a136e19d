import { describe, expect, it } from 'vitest';
import { percentChange, sumAmounts } from './money-sums.ts';

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
