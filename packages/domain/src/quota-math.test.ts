import { describe, expect, it } from 'vitest';
import { amountForQuotas, quotasForAmount } from './quota-math.ts';

describe('quotasForAmount', () => {
  it.each([
    ['1000.00', '100.00000000', '10.00000000'],
    ['1000.00', '103.12345678', '9.69711481'], // 9.697114810002… truncated
    ['100.00', '3', '33.33333333'], // 33.3333333333… never rounded up
    ['0.01', '250.5', '0.00003992'],
    ['500', '1', '500.00000000'],
  ])('%s at %s buys %s quotas', (amount, value, quotas) => {
    expect(quotasForAmount(amount, value)).toBe(quotas);
  });

  it.each(['0', '-1', 'abc'])('refuses quota value %s', (value) => {
    expect(() => quotasForAmount('100', value)).toThrow();
  });
});

describe('amountForQuotas', () => {
  it.each([
    ['10.00000000', '100.00000000', '1000.00'],
    ['9.69711481', '103.12345678', '1000.00'], // 999.99999999973… rounds back to the amount paid
    ['33.33333333', '3', '100.00'],
    ['0.99999999', '1', '1.00'],
    ['1.00000000', '0.005', '0.01'], // half-up at the cent
    ['1.00000000', '0.00499999', '0.00'],
  ])('%s quotas at %s are worth %s', (quotas, value, amount) => {
    expect(amountForQuotas(quotas, value)).toBe(amount);
  });
});
