import { describe, expect, it } from 'vitest';
import { quotaChangeNewAmount, quotaChangeOutcomes, quotaChangeQuotaNumber } from './quota-change.ts';

describe('quotaChangeNewAmount: new quota value × quota number, 2 decimals, half-up', () => {
  it.each([
    ['105.5', '10', '1055.00'],
    ['105.5', '9.69711481', '1023.05'], // 1023.045612455
    ['100.0004', '12.5', '1250.01'], // exactly 1250.005: half-up, where half-even would give 1250.00
    ['100.00039999', '12.5', '1250.00'], // 1250.004999875
    ['33.33333333', '3', '100.00'], // 99.99999999
    ['99.87654321', '25.0309', '2500.00'], // 2499.99976543…
    ['0.005', '1', '0.01'],
  ])('%s × %s = %s', (value, quotas, amount) => {
    expect(quotaChangeNewAmount(value, quotas)).toBe(amount);
  });

  it.each([
    ['0', '10'],
    ['0.00000000', '10'],
    ['-1', '10'],
    ['abc', '10'],
    ['1e3', '10'],
    ['1.123456789', '10'], // 9 decimals
    ['100', '0'],
    ['100', ''],
  ])('refuses quota value %j with quota number %j', (value, quotas) => {
    expect(() => quotaChangeNewAmount(value, quotas)).toThrow(RangeError);
  });
});

describe('quotaChangeQuotaNumber: the unchanged amount at the new value, truncated to 8 decimals', () => {
  it.each([
    ['1000.00', '105.5', '9.47867298'], // 9.478672985781… never rounded up
    ['1055.00', '105.5', '10.00000000'],
    ['100', '3', '33.33333333'],
  ])('%s at %s buys %s', (amount, value, quotas) => {
    expect(quotaChangeQuotaNumber(amount, value)).toBe(quotas);
  });

  it.each(['1000.001', '0', '-5', '1,000'])('refuses amount %j', (amount) => {
    expect(() => quotaChangeQuotaNumber(amount, '105.5')).toThrow(RangeError);
  });
});

describe('quotaChangeOutcomes', () => {
  it('keeps the quota number when approved and the amount when rejected', () => {
    expect(
      quotaChangeOutcomes({ newQuotaValue: '105.5', amount: '1000.00', quotaNumber: '10.00000000' }),
    ).toEqual({
      approve: { amount: '1055.00', quotaNumber: '10.00000000' },
      reject: { amount: '1000.00', quotaNumber: '9.47867298' },
    });
  });
});
