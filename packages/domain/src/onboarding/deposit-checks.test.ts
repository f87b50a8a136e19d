import { describe, expect, it } from 'vitest';
import { depositChecks, type DepositFacts } from './deposit-checks.ts';

const consistent: DepositFacts = {
  currency: 'USD',
  investmentAmount: '8000.00',
  transfer: { amount: '8000', bank: 'INTERBANK', bankName: 'Interbank', transferDate: '2026-11-25' },
  account: { bank: 'INTERBANK', bankName: 'Interbank', currency: 'USD' },
  createdOn: '2026-11-24',
  signedOn: '2026-11-24',
  today: '2026-11-28',
};
const verdicts = (f: DepositFacts) => Object.fromEntries(depositChecks(f).map((c) => [c.key, c.ok]));
const detail = (f: DepositFacts, key: string) => depositChecks(f).find((c) => c.key === key)?.detail;

describe('deposit checks', () => {
  it('pass when the transfer agrees with the request, amounts compared as decimals', () => {
    expect(verdicts(consistent)).toEqual({ amount: true, currency: true, bank: true, 'transfer-date': true });
    expect(detail(consistent, 'amount')).toBe('Transferido $\u00a08,000.00; inversión $\u00a08,000.00.');
    expect(detail(consistent, 'transfer-date')).toBe(
      'Transferencia del 25/11/2026; solicitud creada el 24/11/2026, contrato firmado el 24/11/2026.',
    );
  });

  it('flag an amount that differs by a cent', () => {
    const f = { ...consistent, transfer: { ...consistent.transfer!, amount: '7999.99' } };
    expect(verdicts(f)).toMatchObject({ amount: false, currency: true, bank: true });
    expect(detail(f, 'amount')).toBe('Transferido $\u00a07,999.99; inversión $\u00a08,000.00.');
  });

  it('flag an account in another currency than the fund’s', () => {
    const f = { ...consistent, account: { ...consistent.account!, currency: 'PEN' } };
    expect(verdicts(f)).toMatchObject({ currency: false, amount: true, bank: true });
    expect(detail(f, 'currency')).toBe('Cuenta de origen en soles; fondo en dólares.');
  });

  it('flag a transfer from another bank than the registered account’s', () => {
    const f = { ...consistent, transfer: { ...consistent.transfer!, bank: 'BCP', bankName: 'BCP' } };
    expect(verdicts(f)).toMatchObject({ bank: false, amount: true, currency: true });
    expect(detail(f, 'bank')).toBe('Transferencia desde BCP; cuenta registrada en Interbank.');
  });

  it('flag a transfer dated before the request, before the signature, or in the future', () => {
    const at = (transferDate: string) => ({
      ...consistent,
      transfer: { ...consistent.transfer!, transferDate },
    });
    expect(detail(at('2026-11-23'), 'transfer-date')).toBe(
      'La transferencia (23/11/2026) es anterior a la creación de la solicitud (24/11/2026).',
    );
    const signedLater = { ...at('2026-11-24'), signedOn: '2026-11-25' };
    expect(detail(signedLater, 'transfer-date')).toBe(
      'La transferencia (24/11/2026) es anterior a la firma del contrato (25/11/2026).',
    );
    expect(detail(at('2026-11-29'), 'transfer-date')).toBe(
      'La transferencia (29/11/2026) tiene una fecha futura.',
    );
    for (const f of [at('2026-11-23'), signedLater, at('2026-11-29')])
      expect(verdicts(f)['transfer-date']).toBe(false);
    // The day of creation, of signing and today itself are all possible.
    expect(verdicts(at('2026-11-28'))['transfer-date']).toBe(true);
    expect(verdicts({ ...at('2026-11-24'), signedOn: null })['transfer-date']).toBe(true);
  });

  it('fail every comparison that lacks its facts, saying which is missing', () => {
    const none = { ...consistent, transfer: undefined, account: undefined };
    expect(verdicts(none)).toEqual({ amount: false, currency: false, bank: false, 'transfer-date': false });
    expect(detail(none, 'amount')).toBe('Aún no hay una transferencia registrada.');
    expect(detail({ ...consistent, account: undefined }, 'bank')).toBe(
      'La solicitud no tiene una cuenta bancaria registrada.',
    );
  });
});
