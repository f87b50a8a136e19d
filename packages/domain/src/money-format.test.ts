import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatCount,
  formatCurrency,
  formatExchangeRate,
  formatGain,
  formatMoney,
  formatPercent,
  formatPercentChange,
  formatRate,
  percentOfFraction,
  formatQuotas,
  formatQuotaValue,
  type MoneyFormatOptions,
} from './money-format.ts';

describe('formatMoney grouping (comma, apostrophe at each power of a million)', () => {
  it.each<[string | number, string]>([
    [0, '0.00'],
    [5, '5.00'],
    [999, '999.00'],
    [1000, '1,000.00'],
    [12345, '12,345.00'],
    [123456, '123,456.00'],
    [999999.99, '999,999.99'],
    [1000000, "1'000,000.00"],
    [1234567.5, "1'234,567.50"],
    [12345678, "12'345,678.00"],
    [123456789, "123'456,789.00"],
    [1234567890, "1,234'567,890.00"],
    ['123456789012', "123,456'789,012.00"],
    ['1234567890123', "1'234,567'890,123.00"],
    ['1000000000000000000', "1'000,000'000,000'000,000.00"],
  ])('%s -> %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe('formatMoney decimals and half-up rounding', () => {
  it.each<[string | number, MoneyFormatOptions, string]>([
    ['1.005', {}, '1.01'],
    // As a number 1.005 is really 1.00499999...; Decimal reads its shortest string "1.005".
    [1.005, {}, '1.01'],
    ['1.004999', {}, '1.00'],
    ['2.5', { decimals: 0 }, '3'],
    ['3.5', { decimals: 0 }, '4'],
    ['999.995', {}, '1,000.00'],
    ['999999.995', {}, "1'000,000.00"],
    [0.1 + 0.2, {}, '0.30'],
    ['1234.56789', { decimals: 4 }, '1,234.5679'],
    ['12.3456789012', { decimals: 8 }, '12.34567890'],
    ['1234.5', { decimals: 0 }, '1,235'],
    ['7', { decimals: 3 }, '7.000'],
    ['1234567.891', { decimals: 1 }, "1'234,567.9"],
    ['12345678901234567890.123456789', {}, "12'345,678'901,234'567,890.12"],
    ['1e3', {}, '1,000.00'],
    ['1.5E+6', {}, "1'500,000.00"],
    ['.5', {}, '0.50'],
    ['5.', {}, '5.00'],
    ['+42', {}, '42.00'],
    ['  1000  ', {}, '1,000.00'],
    ['0001000', {}, '1,000.00'],
  ])('%s %j -> %s', (value, options, expected) => {
    expect(formatMoney(value, options)).toBe(expected);
  });
});

describe('formatMoney dropZeroDecimals', () => {
  it.each<[string | number, MoneyFormatOptions, string]>([
    [1000, { dropZeroDecimals: true }, '1,000'],
    ['1000.00', { dropZeroDecimals: true }, '1,000'],
    ['1000.001', { dropZeroDecimals: true }, '1,000'],
    ['1000.005', { dropZeroDecimals: true }, '1,000.01'],
    ['1000.5', { dropZeroDecimals: true }, '1,000.50'],
    ['1000.10', { dropZeroDecimals: true }, '1,000.10'],
    [1000, { dropZeroDecimals: false }, '1,000.00'],
    [2500000, { dropZeroDecimals: true, symbol: 'S/' }, "S/\u00a02'500,000"],
    ['12.00000000', { decimals: 8, dropZeroDecimals: true }, '12'],
    ['12', { decimals: 0, dropZeroDecimals: true }, '12'],
  ])('%s %j -> %s', (value, options, expected) => {
    expect(formatMoney(value, options)).toBe(expected);
  });
});

describe('formatMoney sign and symbol', () => {
  it.each<[string | number | Decimal, MoneyFormatOptions, string]>([
    [-5, {}, '-5.00'],
    ['-1234567.5', {}, "-1'234,567.50"],
    ['-1.005', {}, '-1.01'],
    ['-0.001', {}, '0.00'],
    ['-0.004', { symbol: 'S/' }, 'S/\u00a00.00'],
    ['-0.005', {}, '-0.01'],
    [-0, {}, '0.00'],
    [1000, { symbol: 'S/' }, 'S/\u00a01,000.00'],
    [500, { symbol: '$' }, '$\u00a0500.00'],
    [-500, { symbol: '$' }, '-$\u00a0500.00'],
    [500, { symbol: '' }, '500.00'],
    [new Decimal('250000'), { symbol: 'S/' }, 'S/\u00a0250,000.00'],
    [new Decimal('-70000.125'), {}, '-70,000.13'],
  ])('%s %j -> %s', (value, options, expected) => {
    expect(formatMoney(value, options)).toBe(expected);
  });
});

describe('formatCurrency', () => {
  it.each([
    ['PEN', 1000, 'S/\u00a01,000.00'],
    ['USD', 500, '$\u00a0500.00'],
    ['USD', '50000', '$\u00a050,000.00'],
    ['PEN', '-1234567.5', "-S/\u00a01'234,567.50"],
  ] as const)('%s %s -> %s', (currency, value, expected) => {
    expect(formatCurrency(value, currency)).toBe(expected);
  });

  it('passes the other options through', () => {
    expect(formatCurrency('200000', 'PEN', { dropZeroDecimals: true })).toBe('S/\u00a0200,000');
  });
});

describe('formatPercent and formatGain: the gain and its percentage alike on every screen and PDF', () => {
  it('keeps the sign the API computed and the % by its number', () => {
    expect(formatPercent('12.50')).toBe('12.50\u00a0%');
    expect(formatPercent('-3.07')).toBe('-3.07\u00a0%');
  });

  it('puts the percentage after the amount when there is one', () => {
    expect(formatGain('120', '12.00', 'PEN')).toBe('S/\u00a0120.00 (12.00\u00a0%)');
    expect(formatGain('-45.5', '-0.91', 'USD')).toBe('-$\u00a045.50 (-0.91\u00a0%)');
    expect(formatGain('0', null, 'PEN')).toBe('S/\u00a00.00');
  });
});

describe('formatRate and formatPercentChange: rates and moves written one way', () => {
  it('turns a fraction into its percent on the digits, keeping every decimal given and no more', () => {
    expect(percentOfFraction('0.0925')).toBe('9.25');
    expect(percentOfFraction('0.10')).toBe('10');
    expect(percentOfFraction('0.05')).toBe('5');
    expect(percentOfFraction('0.123456')).toBe('12.3456');
    expect(percentOfFraction('1.5')).toBe('150');
    expect(percentOfFraction('0')).toBe('0');
    expect(formatRate('0.085')).toBe('8.5\u00a0%');
  });

  it("signs a rise, keeps a fall's minus, and leaves no change unsigned", () => {
    expect(formatPercentChange('0.02')).toBe('+0.02\u00a0%');
    expect(formatPercentChange('-0.40')).toBe('-0.40\u00a0%');
    expect(formatPercentChange('0.00')).toBe('0.00\u00a0%');
    expect(formatPercentChange('10.08')).toBe('+10.08\u00a0%');
  });
});

describe('formatQuotas and formatQuotaValue: all eight decimals, on every screen and document', () => {
  it('shows a number of quotas grouped, with its eight decimals, half-up past them', () => {
    expect(formatQuotas('2477.92941892')).toBe('2,477.92941892');
    expect(formatQuotas('1.5')).toBe('1.50000000');
    expect(formatQuotas('0.123456785')).toBe('0.12345679');
    expect(formatQuotas('12', { dropZeroDecimals: true })).toBe('12');
  });

  it('shows a quota value with its eight decimals, after the symbol when given', () => {
    expect(formatQuotaValue('128.33852211', '$')).toBe('$\u00a0128.33852211');
    expect(formatQuotaValue('110.0124', 'S/')).toBe('S/\u00a0110.01240000');
    expect(formatQuotaValue(new Decimal('1234.5'))).toBe('1,234.50000000');
  });

  it('shows an exchange rate in soles with its four decimals', () => {
    expect(formatExchangeRate('3.7625')).toBe('S/\u00a03.7625');
    expect(formatExchangeRate('3.75')).toBe('S/\u00a03.7500');
  });

  it('never lets a line break between the symbol and the digits', () => {
    for (const shown of [
      formatCurrency('165.02', 'PEN'),
      formatQuotaValue('110.0124', '$'),
      formatMoney(-5, { symbol: 'S/' }),
    ]) {
      expect(shown).not.toContain(' ');
    }
  });
});

describe('formatMoney rejects invalid input with a RangeError', () => {
  it.each<[string, unknown]>([
    ['NaN number', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['"NaN" string', 'NaN'],
    ['"Infinity" string', 'Infinity'],
    ['empty string', ''],
    ['blank string', '   '],
    ['letters', 'abc'],
    ['trailing letters', '12abc'],
    ['grouped string', '1,000.00'],
    ['two points', '1.2.3'],
    ['hex literal', '0x1F'],
    ['binary literal', '0b101'],
    ['lone sign', '-'],
    ['lone point', '.'],
    ['symbol inside', 'S/\u00a0100'],
    ['NaN Decimal', new Decimal(Number.NaN)],
    ['Infinity Decimal', new Decimal(Number.POSITIVE_INFINITY)],
    ['null', null],
    ['undefined', undefined],
    ['object', {}],
  ])('%s', (_label, value) => {
    expect(() => formatMoney(value as string)).toThrow(RangeError);
  });

  it.each([-1, 1.5, 21, Number.NaN])('decimals %s', (decimals) => {
    expect(() => formatMoney(1, { decimals })).toThrow(RangeError);
  });
});

describe('formatMoney agrees with decimal.js half-up rounding', () => {
  // The reference: the same rule computed by decimal.js, as formatMoney did before it worked on digits.
  const reference = (text: string, decimals: number) => {
    const amount = new Decimal(text);
    const fixed = amount.abs().toFixed(decimals, Decimal.ROUND_HALF_UP);
    const [integer = '0', fraction = ''] = fixed.split('.');
    const zero = new Decimal(fixed).isZero();
    return { negative: amount.isNegative() && !zero, integer, fraction };
  };
  // Deterministic pseudo-random amounts: varied lengths, ties, exponents and signs.
  let seed = 20261123;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const digits = (n: number) => Array.from({ length: n }, () => String(random(10))).join('');
  const samples = Array.from({ length: 2000 }, () => {
    const sign = ['', '-', '+'][random(3)] ?? '';
    const whole = digits(random(14));
    const fraction = random(4) === 0 ? `${digits(random(6))}5` : digits(random(12));
    const exponent = random(5) === 0 ? `e${random(2) ? '-' : ''}${random(8)}` : '';
    return `${sign}${whole || '0'}.${fraction}${exponent}`;
  });

  it('on 2,000 varied amounts, to 0 to 8 decimals', () => {
    samples.forEach((text, i) => {
      const decimals = i % 9;
      const expected = reference(text, decimals);
      const formatted = formatMoney(text, { decimals });
      const body = formatted.replace(/^-/, '').replace(/[,']/g, '');
      expect(formatted.startsWith('-'), text).toBe(expected.negative);
      expect(body, `${text} to ${decimals}`).toBe(
        expected.fraction ? `${expected.integer}.${expected.fraction}` : expected.integer,
      );
    });
  });
});

describe('formatCount and countOf', () => {
  it('groups a count as amounts are and names it in the right number', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12004)).toBe('12,004');
    expect(formatCount(1234567)).toBe("1'234,567");
    expect(countOf(1, 'solicitud', 'solicitudes')).toBe('1 solicitud');
    expect(countOf(0, 'solicitud', 'solicitudes')).toBe('0 solicitudes');
    expect(countOf(12004, 'solicitud', 'solicitudes')).toBe('12,004 solicitudes');
  });
});
