import { cciCheckDigits } from '@invierte/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOnboarding, newInvestor } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { customerClient, penAccount, usdAccount } from './customers.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

/** Another BCP account of the same branch, with its own valid CCI. */
const bcp = (n: number) => {
  const tail = `24567${String(n).padStart(5, '0')}`;
  return { accountNumber: `193${tail}`, cci: `00219300${tail}${cciCheckDigits(`00219300${tail}`)}` };
};

async function fresh() {
  const { token } = await newInvestor(t);
  const api = customerClient(t, token);
  const list = async () =>
    (await api.get('/api/user/bankAccounts')).json().data as Array<Record<string, unknown>>;
  return { token, api, list };
}

describe('bank accounts', () => {
  it('lists the banks of the parameters list', async () => {
    const { api } = await fresh();
    const banks = (await api.get('/api/user/banks')).json().data;
    expect(banks).toContainEqual({ key: 'BCP', text: 'Banco de Crédito del Perú (BCP)' });
  });

  it('adds accounts with their bank names; the first of each currency is its default', async () => {
    const { api, list } = await fresh();
    const first = await api.post('/api/customers/bank-accounts', penAccount);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      bankName: 'Banco de Crédito del Perú (BCP)',
      accountTypeName: 'Cuenta de ahorros',
      currency: 'PEN',
      isDefault: true,
      status: 'ACTIVE',
    });
    await api.post('/api/customers/bank-accounts', usdAccount);
    const second = await api.post('/api/customers/bank-accounts', { ...penAccount, ...bcp(1) });
    expect(second.json().data.isDefault).toBe(false);
    const accounts = await list();
    expect(accounts.map((a) => [a.currency, a.isDefault])).toEqual([
      ['PEN', true],
      ['PEN', false],
      ['USD', true],
    ]);
  });

  it('keeps at most one default per currency, also under parallel requests', async () => {
    const { api, list } = await fresh();
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        api.post('/api/customers/bank-accounts', { ...penAccount, ...bcp(n), isDefault: true }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect((await list()).filter((a) => a.isDefault)).toHaveLength(1);

    const other = (await list()).find((a) => !a.isDefault)!;
    const made = await api.patch(`/api/customers/bank-accounts/${other.id}`, { isDefault: true });
    expect(made.statusCode).toBe(200);
    const defaults = (await list()).filter((a) => a.isDefault);
    expect(defaults.map((a) => a.id)).toEqual([other.id]);
  });

  it('refuses a malformed account with the form messages and stores nothing', async () => {
    const { api, list } = await fresh();
    const bad = await api.post('/api/customers/bank-accounts', {
      ...penAccount,
      cci: '123',
      accountNumber: '12ab',
      currency: 'EUR',
    });
    expect(bad.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (bad.json().errors as Array<{ field: string; message: string }>).map((e) => [e.field, e.message]),
    );
    expect(messages).toMatchObject({
      'body.cci': 'El CCI debe tener 20 dígitos.',
      'body.accountNumber': 'El número de cuenta tiene entre 10 y 20 dígitos.',
      'body.currency': 'Selecciona la moneda de la cuenta.',
    });
    const unknownBank = await api.post('/api/customers/bank-accounts', { ...penAccount, bank: 'BANCO_X' });
    expect(unknownBank.statusCode).toBe(400);
    expect(unknownBank.json().errors[0]).toEqual({
      field: 'body.bank',
      message: 'El valor elegido en banco no es válido. Elígelo de la lista.',
    });
    expect(await list()).toEqual([]);
  });

  it("refuses a CCI of another bank, with wrong check digits or not the account's, and stores nothing", async () => {
    const { api, list } = await fresh();
    const refused = async (body: Record<string, unknown>) => {
      const res = await api.post('/api/customers/bank-accounts', { ...penAccount, ...body });
      expect(res.statusCode).toBe(400);
      return res.json().errors as Array<{ field: string; message: string }>;
    };
    // A BBVA CCI (011) typed for a BCP account: the issue's rescue paid "to BCP" at a BBVA account.
    expect(await refused({ cci: '01124100019000658270' })).toEqual([
      { field: 'body.cci', message: 'El CCI no corresponde al banco elegido (011 es BBVA).' },
    ]);
    expect(
      await refused({ cci: `${penAccount.cci.slice(0, 19)}${(Number(penAccount.cci[19]) + 1) % 10}` }),
    ).toEqual([{ field: 'body.cci', message: 'El CCI no es válido: revisa sus dígitos de control.' }]);
    expect(await refused({ accountNumber: '1934567890124' })).toEqual([
      { field: 'body.accountNumber', message: 'El número de cuenta no coincide con el CCI.' },
    ]);
    expect(await list()).toEqual([]);
  });

  it("refuses a correction whose CCI is not the bank's, and keeps the account as it was", async () => {
    const { api, list } = await fresh();
    const account = (await api.post('/api/customers/bank-accounts', penAccount)).json().data;
    const res = await api.post(`/api/customers/bank-accounts/${account.id}`, {
      ...penAccount,
      bank: 'INTERBANK',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'body.cci', message: 'El CCI no corresponde al banco elegido (002 es BCP).' },
    ]);
    expect((await list())[0]).toMatchObject({ id: account.id, bank: 'BCP', cci: penAccount.cci });
  });

  it('refuses the same CCI twice', async () => {
    const { api, list } = await fresh();
    await api.post('/api/customers/bank-accounts', penAccount);
    const again = await api.post('/api/customers/bank-accounts', penAccount);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toEqual({
      field: 'body.cci',
      message: 'Ya registraste una cuenta con este CCI.',
    });
    expect(await list()).toHaveLength(1);
  });

  it('deletes an unused account and hands its default to another of the currency', async () => {
    const { api, list } = await fresh();
    const first = (await api.post('/api/customers/bank-accounts', penAccount)).json().data;
    const second = (await api.post('/api/customers/bank-accounts', { ...penAccount, ...bcp(9) })).json().data;
    const removed = await api.patch(`/api/customers/bank-accounts/${first.id}`, { active: false });
    expect(removed.json().data).toEqual({ id: first.id, outcome: 'DELETED' });
    expect(await list()).toEqual([expect.objectContaining({ id: second.id, isDefault: true })]);
    const twice = await api.patch(`/api/customers/bank-accounts/${first.id}`, { active: false });
    expect(twice.statusCode).toBe(404);
  });

  it('only deactivates an account an onboarding in flight uses, and will not let it be edited', async () => {
    const { token, api, list } = await fresh();
    const account = (await api.post('/api/customers/bank-accounts', penAccount)).json().data;
    const id = await createOnboarding(t, token);
    // The select-bank-account screen saves the chosen account as the onboarding's bank-account part.
    const saved = await api.post(`/api/onboarding/${id}/bank-account`, penAccount);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await list())[0]).toMatchObject({ inUse: true });

    const edit = await api.post(`/api/customers/bank-accounts/${account.id}`, { ...penAccount, ...bcp(5) });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toContain('solicitud en curso');

    const removed = await api.patch(`/api/customers/bank-accounts/${account.id}`, { active: false });
    expect(removed.json().data).toEqual({ id: account.id, outcome: 'INACTIVE' });
    expect(await list()).toEqual([]);
  });

  it('corrects an unused account', async () => {
    const { api } = await fresh();
    const account = (await api.post('/api/customers/bank-accounts', penAccount)).json().data;
    const fixed = await api.post(`/api/customers/bank-accounts/${account.id}`, { ...penAccount, ...bcp(7) });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data).toMatchObject({ id: account.id, ...bcp(7), isDefault: true });
  });

  it("answers 404 for another customer's account, and 400 for a body that is neither action", async () => {
    const owner = await fresh();
    const stranger = await fresh();
    const account = (await owner.api.post('/api/customers/bank-accounts', penAccount)).json().data;
    expect(
      (await stranger.api.patch(`/api/customers/bank-accounts/${account.id}`, { isDefault: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await stranger.api.post(`/api/customers/bank-accounts/${account.id}`, penAccount)).statusCode,
    ).toBe(404);
    expect(
      (await owner.api.patch(`/api/customers/bank-accounts/${account.id}`, { active: true })).statusCode,
    ).toBe(400);
    expect(
      (await owner.api.patch('/api/customers/bank-accounts/not-a-uuid', { isDefault: true })).statusCode,
    ).toBe(400);
    expect((await owner.list())[0]).toMatchObject({ id: account.id, status: 'ACTIVE' });
  });

  it("keeps the onboarding's bank account among the customer's, once", async () => {
    const { token, api, list } = await fresh();
    const id = await createOnboarding(t, token);
    const before = await api.post(`/api/onboarding/${id}/customers/bank-accounts`);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe('Primero registra la cuenta bancaria de tu solicitud.');
    expect((await api.post(`/api/onboarding/${id}/bank-account`, usdAccount)).statusCode).toBe(200);
    const saved = await api.post(`/api/onboarding/${id}/customers/bank-accounts`);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ cci: usdAccount.cci, currency: 'USD', isDefault: true });
    const again = await api.post(`/api/onboarding/${id}/customers/bank-accounts`);
    expect(again.json().data.id).toBe(saved.json().data.id);
    expect(await list()).toHaveLength(1);

    const stranger = await fresh();
    expect((await stranger.api.post(`/api/onboarding/${id}/customers/bank-accounts`)).statusCode).toBe(404);
  });
});
