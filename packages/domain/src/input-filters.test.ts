import { describe, expect, it } from 'vitest';
import { restrictedPersonBody } from './contracts/onboarding-review.ts';
import {
  filterAmountInput,
  filterDocumentNumber,
  filterNumericInput,
  filterPastedDigits,
  isDigitsOnly,
} from './input-filters.ts';

describe('filterNumericInput (digits only)', () => {
  it.each([
    ['', ''],
    ['123', '123'],
    ['12a3', '123'],
    ['1.5', '15'],
    ['-42', '42'],
    [' 9 8 7 ', '987'],
    ['1,000.50', '100050'],
    ['abc', ''],
    ['١٢٣', ''], // non-ASCII digits are not accepted
    ['１２３', ''], // full-width digits either
    ['12e3', '123'],
  ])('%j -> %j', (value, expected) => {
    expect(filterNumericInput(value)).toBe(expected);
    expect(filterNumericInput(value, { decimal: false })).toBe(expected);
  });
});

describe('filterNumericInput with decimal (digits and the first point)', () => {
  it.each([
    ['', ''],
    ['1.5', '1.5'],
    ['1.2.3', '1.23'],
    ['..5', '.5'],
    ['.', '.'],
    ['10.', '10.'],
    ['1,000.50', '1000.50'],
    ['S/ 1,234.56', '1234.56'],
    ['-3.14', '3.14'],
    ['a.b.c1', '.1'],
    ['1e-3', '13'],
  ])('%j -> %j', (value, expected) => {
    expect(filterNumericInput(value, { decimal: true })).toBe(expected);
  });
});

describe('filterAmountInput (digits and the decimal point only)', () => {
  it.each([
    ['10000', '10000'],
    ['10,000.50', '10000.50'],
    ['$ 500', '500'],
    ['1.2.3', '1.23'],
    ['abc', ''],
    ['12 345', '12345'],
    ['-7', '7'],
  ])('%j -> %j', (value, expected) => {
    expect(filterAmountInput(value)).toBe(expected);
  });
});

describe('filterPastedDigits', () => {
  it.each<[string, number | undefined, string]>([
    ['12345678', undefined, '12345678'],
    ['123456789', undefined, '123456789'],
    ['1234567890', undefined, '123456789'],
    ['12.345.678-9', undefined, '123456789'],
    ['DNI: 4567 8901 23', undefined, '456789012'],
    ['abc', undefined, ''],
    ['', undefined, ''],
    ['1234567890123', 12, '123456789012'],
    ['12345', 3, '123'],
    ['12345', 0, ''],
  ])('%j max %s -> %j', (text, max, expected) => {
    expect(filterPastedDigits(text, max)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN])('rejects maxLength %s', (max) => {
    expect(() => filterPastedDigits('123', max)).toThrow(RangeError);
  });
});

describe('isDigitsOnly', () => {
  it.each([
    ['123', true],
    ['0', true],
    ['00012345', true],
    ['', false],
    ['12 3', false],
    [' 123', false],
    ['12a', false],
    ['1.5', false],
    ['-1', false],
    ['١٢٣', false],
    ['123\n', false],
  ])('%j -> %s', (text, expected) => {
    expect(isDigitsOnly(text)).toBe(expected);
  });
});

describe('filterDocumentNumber', () => {
  it('keeps a DNI to its digits, at most 8', () => {
    expect(filterDocumentNumber('DNI', '4567a891')).toBe('4567891');
    expect(filterDocumentNumber('DNI', ' 45.678.912-3 ')).toBe('45678912');
  });

  it('leaves any other document as typed, cut to what the type allows', () => {
    expect(filterDocumentNumber('PASAPORTE', 'AB123456')).toBe('AB123456');
    expect(filterDocumentNumber('CARNE_EXTRANJERIA', 'X'.repeat(20))).toBe('X'.repeat(12));
  });
});

describe('the restricted list takes a DNI of 8 digits only', () => {
  const body = (documentType: string, documentNumber: string) =>
    restrictedPersonBody.safeParse({ documentType, documentNumber, reason: 'Alerta de la UIF.' });

  it('refuses a short DNI under the number, with the DNI rule', () => {
    const result = body('DNI', '1234567');
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['documentNumber', 'El DNI debe tener exactamente 8 dígitos.'],
    ]);
  });

  it('accepts an 8-digit DNI and a passport with letters', () => {
    expect(body('DNI', '41234567').success).toBe(true);
    expect(body('PASAPORTE', 'AB12345').success).toBe(true);
  });
});
