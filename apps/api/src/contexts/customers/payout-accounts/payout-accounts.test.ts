import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBankAccounts, investments } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { productId } from '../../../test/onboarding.ts';
import { penAccount, usdAccount } from '../customers/customers.test-support.ts';
import { holder } from '../../portfolio/rescues/rescues.test-kit.ts';

/** Where each holding is paid: the calls behind the "Registra tu cuenta…" banner (requirements R2, R7). */
let t: TestApp;
let bono: { id: string; currency: 'USD' };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  bono = { id: await productId(t, 'bono-select-midcap-dolares'), currency: 'USD' };
});
afterAll(async () => t?.close());

/** A holder of Bono whose holding is on record (movements create it; the test kit posts the ledger only). */
async function bonoHolder(units: string) {
  const h = await holder(t, bono, units);
  await t.db.insert(investments).values({ userId: h.userId, productId: bono.id }).onConflictDoNothing();
  return h;
}

const secondUsd = { ...usdAccount, accountNumber: '2003004567999', cci: '00320000300456799937' };
const attachedIds = async (userId: string) =>
  (
    await t.db
      .select({ id: investments.bankAccountId })
      .from(investments)
      .where(eq(investments.userId, userId))
  ).map((r) => r.id);

describe('payout account of a holding', () => {
  it('is the default account of the fund’s currency until another is chosen', async () => {
    const h = await bonoHolder('10');
    const res = await h.api.get(`/api/portfolio/${bono.id}/bank-account`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      productId: bono.id,
      currency: { code: 'USD', symbol: '$' },
      source: 'DEFAULT',
      account: { id: h.bankAccountId, currency: 'USD', isDefault: true },
    });

    const other = await h.api.post('/api/customers/bank-accounts', secondUsd);
    expect(other.statusCode, other.body).toBe(201);
    const attached = await h.api.post('/api/customers/attach-bank-account', {
      productId: bono.id,
      bankAccountId: other.json().data.id,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data).toMatchObject({
      source: 'ATTACHED',
      account: { id: other.json().data.id, inUse: true },
    });
    expect((await h.api.get(`/api/portfolio/${bono.id}/bank-account`)).json().data.source).toBe('ATTACHED');

    // Removing the chosen account keeps it (INACTIVE, it is in use); the fund falls back to the default.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/bank-accounts/${other.json().data.id}`,
      headers: { authorization: `Bearer ${h.token}` },
      payload: { active: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ outcome: 'INACTIVE' });
    expect((await h.api.get(`/api/portfolio/${bono.id}/bank-account`)).json().data).toMatchObject({
      source: 'DEFAULT',
      account: { id: h.bankAccountId },
    });
  });

  it('refuses an account of another currency, someone else’s, or a fund not held, changing nothing', async () => {
    const h = await bonoHolder('10');
    const stranger = await bonoHolder('1');
    const pen = await h.api.post('/api/customers/bank-accounts', penAccount);
    expect(pen.statusCode, pen.body).toBe(201);

    const wrongCurrency = await h.api.post('/api/customers/attach-bank-account', {
      productId: bono.id,
      bankAccountId: pen.json().data.id,
    });
    expect(wrongCurrency.statusCode).toBe(400);
    expect(wrongCurrency.json().errors).toEqual([
      {
        field: 'bankAccountId',
        message: 'Elige una cuenta en dólares: es la moneda de Bono Select MidCap.',
      },
    ]);
    const foreign = await h.api.post('/api/customers/attach-bank-account', {
      productId: bono.id,
      bankAccountId: stranger.bankAccountId,
    });
    expect(foreign.statusCode).toBe(404);
    const notHeld = await h.api.post('/api/customers/attach-bank-account', {
      productId: await productId(t, 'mutuo-acreencias-dolares'),
      bankAccountId: h.bankAccountId,
    });
    expect(notHeld.statusCode).toBe(404);
    expect(notHeld.json().message).toBe('Aún no tienes una inversión en este fondo.');
    expect(
      (await h.api.get(`/api/portfolio/${await productId(t, 'factoring-soles')}/bank-account`)).statusCode,
    ).toBe(404);
    expect(await attachedIds(h.userId)).toEqual([null]);
  });

  it('lists the funds with nowhere to pay, and the banner leads to registering one for that fund', async () => {
    const h = await bonoHolder('10');
    // The only USD account is removed: nothing uses it, so it is deleted.
    const removed = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/bank-accounts/${h.bankAccountId}`,
      headers: { authorization: `Bearer ${h.token}` },
      payload: { active: false },
    });
    expect(removed.json().data).toMatchObject({ outcome: 'DELETED' });

    const missing = await h.api.get('/api/portfolio/product-without-bank-account');
    expect(missing.statusCode).toBe(200);
    expect(missing.json().data).toEqual([
      {
        productId: bono.id,
        productName: 'Bono Select MidCap',
        productType: 'bono',
        currency: { code: 'USD', symbol: '$' },
        path: '/portafolio/bono/USD?deposit=1',
      },
    ]);
    const banners = await h.api.get('/api/customers/banners');
    expect(banners.json().data.bankAccount).toEqual({
      productId: bono.id,
      productName: 'Bono Select MidCap',
      currency: 'USD',
      path: '/portafolio/bono/USD?deposit=1',
    });

    const wrong = await h.api.post(`/api/portfolio/${bono.id}/register-bank-account`, penAccount);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('La cuenta debe estar en la moneda de Bono Select MidCap (USD).');
    expect(
      await t.db.select().from(customerBankAccounts).where(eq(customerBankAccounts.userId, h.userId)),
    ).toEqual([]);

    // The fund's payout account is an account like any other: its CCI must be the chosen bank's.
    const bbvaCci = await h.api.post(`/api/portfolio/${bono.id}/register-bank-account`, {
      ...usdAccount,
      cci: '01124100019000658270',
    });
    expect(bbvaCci.statusCode).toBe(400);
    expect(bbvaCci.json().errors).toEqual([
      { field: 'body.cci', message: 'El CCI no corresponde al banco elegido (011 es BBVA).' },
    ]);
    const mistyped = await h.api.post(`/api/portfolio/${bono.id}/register-bank-account`, {
      ...usdAccount,
      cci: '00320000300456790543',
    });
    expect(mistyped.json().errors).toEqual([
      { field: 'body.cci', message: 'El CCI no es válido: revisa sus dígitos de control.' },
    ]);
    expect(
      await t.db.select().from(customerBankAccounts).where(eq(customerBankAccounts.userId, h.userId)),
    ).toEqual([]);

    const registered = await h.api.post(`/api/portfolio/${bono.id}/register-bank-account`, usdAccount);
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().data).toMatchObject({
      source: 'ATTACHED',
      account: { currency: 'USD', cci: usdAccount.cci, isDefault: true },
    });
    expect((await h.api.get('/api/portfolio/product-without-bank-account')).json().data).toEqual([]);
    expect((await h.api.get('/api/customers/banners')).json().data.bankAccount).toBeNull();
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', `/api/portfolio/${bono.id}/bank-account`],
      ['GET', '/api/portfolio/product-without-bank-account'],
      ['POST', '/api/customers/attach-bank-account'],
      ['POST', `/api/portfolio/${bono.id}/register-bank-account`],
    ] as const)
      expect(
        (await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode,
      ).toBe(401);
  });
});
