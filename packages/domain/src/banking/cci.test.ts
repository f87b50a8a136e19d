import { describe, expect, it } from 'vitest';
import { bankAccountPart } from '../contracts/onboarding-parts.ts';
import { cciCheckDigit, cciProblem } from './cci.ts';

describe('Peruvian CCI', () => {
  it('computes a check digit with weights 1, 2, 1, 2… and the digits of each product summed', () => {
    // 0·1 + 1·2 + 1·1 + 2·2 + 4·1 + 1·2 = 13 → 10 − 3 = 7
    expect(cciCheckDigit('011241')).toBe(7);
    // 9·2 = 18 counts 1 + 8 = 9: 0 + 18→9 + 0 = 9 → 1
    expect(cciCheckDigit('090')).toBe(1);
    // A sum ending in 0 needs no complement.
    expect(cciCheckDigit('000190006582')).toBe(0);
  });

  it('accepts CCIs published by BBVA for real accounts, with their account numbers', () => {
    expect(cciProblem('BBVA', '00110241019000658270', '01124100019000658270')).toBeNull();
    expect(cciProblem('BBVA', '001103660100032542', '01136600010003254221')).toBeNull();
  });

  it.each([
    ['BCP (corriente, 13 digits)', 'BCP', '1932456789012', '00219300245678901214'],
    ['BCP (ahorros, 14 digits)', 'BCP', '19412345678901', '00219411234567890194'],
    ['Interbank', 'INTERBANK', '2003004567891', '00320000300456789136'],
    ['BBVA', 'BBVA', '001100150200441000', '01101500020044100053'],
    ['Scotiabank', 'SCOTIABANK', '1701234567', '00917000000123456724'],
    ['Banco de la Nación', 'NACION', '04123456780', '01837000041234567874'],
    ['BanBif', 'BANBIF', '000123456789', '03810000012345678947'],
  ])('accepts a valid CCI of %s', (_name, bank, accountNumber, cci) => {
    expect(cciProblem(bank, accountNumber, cci)).toBeNull();
  });

  it('refuses a CCI of another bank and names whose code it carries', () => {
    expect(cciProblem('BCP', '1932456789012', '01124100019000658270')).toEqual({
      field: 'cci',
      message: 'El CCI no corresponde al banco elegido (011 es BBVA).',
    });
  });

  it('says which code the chosen bank uses when the CCI carries an unknown one', () => {
    expect(cciProblem('INTERBANK', '2003004567891', '99920000300456789136')).toEqual({
      field: 'cci',
      message: 'El CCI no corresponde al banco elegido (los CCI de Interbank empiezan con 003).',
    });
  });

  it('refuses a CCI whose check digits do not match, whichever digit was mistyped', () => {
    const wrong = { field: 'cci', message: 'El CCI no es válido: revisa sus dígitos de control.' };
    // Last digit changed.
    expect(cciProblem('INTERBANK', '2003004567891', '00320000300456789137')).toEqual(wrong);
    // A digit of the branch changed: the first check digit no longer fits.
    expect(cciProblem('INTERBANK', '2103004567891', '00321000300456789136')).toEqual(wrong);
    // Two digits of the account swapped.
    expect(cciProblem('INTERBANK', '2003004567981', '00320000300456798136')).toEqual(wrong);
  });

  it('refuses a CCI that is not 20 digits', () => {
    expect(cciProblem('BCP', '1932456789012', '0021930024567890121')).toEqual({
      field: 'cci',
      message: 'El CCI debe tener 20 dígitos.',
    });
  });

  it('refuses an account number that is not the one the CCI holds, for BCP, Interbank and BBVA', () => {
    const mismatch = { field: 'accountNumber', message: 'El número de cuenta no coincide con el CCI.' };
    // Another account at the same branch.
    expect(cciProblem('BCP', '1932456789013', '00219300245678901214')).toEqual(mismatch);
    // Same digits, another branch.
    expect(cciProblem('INTERBANK', '2013004567891', '00320000300456789136')).toEqual(mismatch);
    // BBVA's 20-digit number must end with the CCI's check digits.
    expect(cciProblem('BBVA', '00110241019000658271', '01124100019000658270')).toEqual(mismatch);
    // A BCP number is 13 or 14 digits.
    expect(cciProblem('BCP', '1930024567890121', '00219300245678901214')).toEqual(mismatch);
  });

  it('leaves the account number of banks without a published layout to the CCI alone', () => {
    expect(cciProblem('SCOTIABANK', '9999999999', '00917000000123456724')).toBeNull();
  });

  it('puts the problem on the field the bank-account form shows it under', () => {
    const account = { bank: 'BCP', accountType: 'AHORROS', currency: 'PEN', accountNumber: '1932456789012' };
    const result = bankAccountPart.safeParse({ ...account, cci: '01124100019000658270' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cci', 'El CCI no corresponde al banco elegido (011 es BBVA).'],
    ]);
    expect(bankAccountPart.safeParse({ ...account, cci: '00219300245678901214' }).success).toBe(true);
  });
});
