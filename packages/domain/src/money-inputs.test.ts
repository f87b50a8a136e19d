import { describe, expect, it } from 'vitest';
import {
  currencyIsoSymbols,
  currencyLabel,
  currencyNames,
  currencySymbols,
  currencyWords,
} from './currency.ts';
import { toAmountString, toQuotaString } from './quota-math.ts';
import {
  compareDecimalStrings,
  decimalPattern,
  isPositiveDecimal,
  isZeroDecimal,
  moneyMessages,
  moneyPatterns,
} from './rules.ts';
import { amountInputSchema, decimalString, quotasInputSchema } from './validation.ts';

describe('moneyPatterns', () => {
  it.each([
    ['amount', '1000.50', true],
    ['amount', '999999999999999.99', true],
    ['amount', '1000.5', true],
    ['amount', '1000.', false],
    ['amount', '.50', false],
    ['amount', '1000000000000000', false], // 16 integer digits
    ['investmentAmount', '999999999999.99', true],
    ['investmentAmount', '1000000000000', false], // 13 integer digits
    ['quotas', '12.12345678', true],
    ['quotas', '12.123456789', false],
    ['quotaValue', '123456789012.12345678', true],
    ['quotaValue', '1234567890123', false],
    ['exchangeRate', '3.7512', true],
    ['exchangeRate', '3.75123', false],
    ['exchangeRate', '100', false],
    ['decimal', '-12.5', true],
    ['decimal', '0.00000001', true],
    ['decimal', '1e3', false],
  ] as const)('%s %j -> %s', (name, value, ok) => {
    expect(moneyPatterns[name].test(value)).toBe(ok);
  });

  it.each([
    ['1,000.50', false], // no grouping commas
    ['1000.505', false], // a third decimal
    ['-1', false], // no sign
    ['', false],
    ['0', true], // the format holds; being above zero is another rule
    [' 10 ', false], // a form trims before it checks
  ])('an amount typed as %j is in format: %s', (value, ok) => {
    expect(moneyPatterns.amount.test(value)).toBe(ok);
    expect(moneyPatterns.investmentAmount.test(value)).toBe(ok);
    expect(moneyPatterns.quotas.test(value)).toBe(ok || value === '1000.505');
  });

  it('builds signed patterns only when asked', () => {
    expect(decimalPattern(12, 8).test('-1.5')).toBe(false);
    expect(decimalPattern(12, 8, { signed: true }).test('-1.5')).toBe(true);
    expect(decimalPattern(12, 8, { signed: true }).test('--1.5')).toBe(false);
  });
});

describe('isZeroDecimal and isPositiveDecimal', () => {
  it.each([
    ['0', true, false],
    ['000.00', true, false],
    ['-0.00', true, false],
    ['0.00000001', false, true],
    ['10', false, true],
    ['-1', false, false],
    ['1,000.50', false, false], // not a plain decimal: never positive
    ['', false, false],
    [' 10 ', false, false],
    ['1000.505', false, true],
  ])('%j: zero %s, positive %s', (value, zero, positive) => {
    expect(isZeroDecimal(value)).toBe(zero);
    expect(isPositiveDecimal(value)).toBe(positive);
  });
});

describe('compareDecimalStrings', () => {
  it.each([
    ['1000.505', '1000.5', 1],
    ['1000.50', '1000.5', 0],
    ['0', '0.00', 0],
    ['9.99', '10', -1],
    ['-1', '0', -1],
    ['-0.5', '0', -1],
    ['-2', '-1.5', -1],
    // Past a float's precision: Number() would call these two equal.
    ['12345678901234567.01', '12345678901234567.02', -1],
  ])('%s vs %s -> %s', (a, b, expected) => {
    expect(compareDecimalStrings(a, b)).toBe(expected);
    expect(compareDecimalStrings(b, a)).toBe(-expected || 0);
  });

  it('refuses what is not a decimal', () => {
    expect(() => compareDecimalStrings('1,000.50', '1')).toThrow(SyntaxError);
    expect(() => compareDecimalStrings('abc', '1')).toThrow(SyntaxError);
  });
});

describe('amount and quota schemas', () => {
  const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    (result.error?.issues ?? []).map((i) => i.message);

  it.each([
    ['1,000.50', false],
    ['1000.505', false],
    ['-1', false],
    ['', false],
    ['0', true],
    [' 10 ', true],
  ])('an amount %j is accepted: %s', (value, ok) => {
    const result = amountInputSchema.safeParse(value);
    expect(result.success).toBe(ok);
    if (!ok) expect(messagesOf(result)).toEqual([moneyMessages.amount]);
  });

  it('trims what it accepts and says what is missing in Spanish', () => {
    expect(amountInputSchema.parse(' 10 ')).toBe('10');
    expect(messagesOf(amountInputSchema.safeParse(undefined))).toEqual(['Ingresa el monto.']);
    expect(messagesOf(quotasInputSchema.safeParse(undefined))).toEqual(['Ingresa la cantidad de cuotas.']);
    expect(moneyMessages.amount).toBe('Ingresa el monto como un número con hasta 2 decimales.');
  });

  it.each([
    ['1000.505', true],
    ['1,000.50', false],
    ['-1', false],
    ['', false],
    ['0', true],
    [' 10 ', true],
  ])('quotas %j are accepted: %s', (value, ok) => {
    const result = quotasInputSchema.safeParse(value);
    expect(result.success).toBe(ok);
    if (!ok) expect(messagesOf(result)).toEqual(['Ingresa las cuotas como un número con hasta 8 decimales.']);
  });

  it.each([
    ['-1', true],
    ['1000.505', true],
    ['0', true],
    ['1,000.50', false],
    ['', false],
    [' 10 ', false], // an answer's decimal is never padded
  ])('a decimal string %j is accepted: %s', (value, ok) => {
    expect(decimalString.safeParse(value).success).toBe(ok);
  });
});

describe('quota and amount strings', () => {
  it.each([
    ['12.5', '12.50000000'],
    ['0', '0.00000000'],
    ['1.123456785', '1.12345679'], // half-up at the 8th decimal
    ['-1', '-1.00000000'],
  ])('toQuotaString(%s) is %s', (value, expected) => {
    expect(toQuotaString(value)).toBe(expected);
  });

  it.each([
    ['1000', '1000.00'],
    ['1000.5', '1000.50'],
    ['1000.505', '1000.50'], // cut, never rounded up
    [' 10 ', '10.00'],
    ['0', '0.00'],
    ['0012.3', '12.30'],
  ])('toAmountString(%j) is %s', (value, expected) => {
    expect(toAmountString(value)).toBe(expected);
  });

  it.each(['1,000.50', '-1', '', 'abc'])('toAmountString refuses %j', (value) => {
    expect(() => toAmountString(value)).toThrow(RangeError);
  });
});

describe('currency words', () => {
  it('names each currency in a sentence, as a label and by its symbols', () => {
    expect(currencyWords).toEqual({ PEN: 'soles', USD: 'dólares' });
    expect(currencyNames).toEqual({ PEN: 'Soles', USD: 'Dólares' });
    expect(currencySymbols).toEqual({ PEN: 'S/', USD: '$' });
    expect(currencyIsoSymbols).toEqual({ PEN: 'S/', USD: 'US$' });
  });

  it('reads a stored code through a map, an unknown code as itself', () => {
    expect(currencyLabel(currencyWords, 'USD')).toBe('dólares');
    expect(currencyLabel(currencySymbols, 'PEN')).toBe('S/');
    expect(currencyLabel(currencyWords, 'EUR')).toBe('EUR');
    expect(currencyLabel(currencyWords, '')).toBe('');
  });
});
