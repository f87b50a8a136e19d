import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.ts';
import {
  client,
  createOnboarding,
  forceState,
  newInvestor,
  productId,
  snapshot,
  validParts,
} from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { usdAccount } from '../customers/customers.test-support.ts';

/**
 * A participant buys more (POST create-invesment, then {id}/add-investment): the KYC they already
 * gave is carried over, so the new subscription goes from the amount straight to the contract.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

/** An investor whose first onboarding (Factoring, PEN) was approved: a PARTICIPE. */
async function participant() {
  const { token, dni } = await newInvestor(t);
  const api = client(t, token);
  const first = await createOnboarding(t, token);
  const parts = validParts(dni);
  const steps: Array<[string, unknown]> = [
    ['personal-information', parts['personal-information']],
    ['personal-birthdata', parts['personal-birthdata']],
    ['address', parts.address],
    ['personal-ocupation', parts['personal-ocupation']],
    ['pep', parts.pep],
    ['beneficiary-personal-information', { holder: 'SELF' }],
    ['final-beneficiary', parts['final-beneficiary']],
    ['account-type', { accountType: 'INDIVIDUAL' }],
    ['investment', parts.investment],
    ['bank-account', parts['bank-account']],
  ];
  for (const [path, body] of steps) {
    const saved = await api.post(`/api/onboarding/${first}/${path}`, body);
    expect(saved.statusCode, `${path}: ${saved.body}`).toBe(200);
  }
  await forceState(t, first, 'APPROVED', 'APPROVED');
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.documentNumber, dni));
  await t.db.update(users).set({ profile: 'PARTICIPE' }).where(eq(users.id, user!.id));
  return { api, token, dni, first };
}

describe('a participant’s new subscription', () => {
  it('carries the KYC over, the bank account of the product’s currency included, and the amount leads to the contract', async () => {
    const p = await participant();
    // Their current data wins over the approved onboarding's: a newer address from the profile.
    const moved = await p.api.post('/api/customers/bank-accounts', usdAccount);
    expect(moved.statusCode, moved.body).toBe(201);
    const address = { ...validParts(p.dni).address, address: 'Jr. Huallaga 456' };
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers/address',
      headers: { authorization: `Bearer ${p.token}` },
      payload: address,
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const usd = await productId(t, 'factoring-dolares');
    const created = await p.api.post('/api/onboarding/create-invesment', { productId: usd });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;

    const info = (await p.api.get(`/api/onboarding/${id}/info`)).json().data;
    expect(info).toMatchObject({ state: 'IN_PROGRESS', step1Complete: false });
    expect(info.next).toMatchObject({ stepOnboarding: 1, step: 'investment' });
    expect(
      info.screens.filter((s: { saved: boolean }) => !s.saved).map((s: { part: string }) => s.part),
    ).toEqual(['investment']);
    expect(info.parts.address.address).toBe('Jr. Huallaga 456');
    expect(info.parts.bankAccount).toMatchObject({ currency: 'USD', cci: usdAccount.cci });
    expect(info.parts.investment).toBeUndefined();

    const added = await p.api.post(`/api/onboarding/${id}/add-investment`, { amount: '750' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({
      state: 'PENDING_SIGNATURE',
      step1Complete: true,
      next: { stepOnboarding: 2, step: 'documents' },
      investment: { amount: '750.00' },
      product: { currency: { code: 'USD' } },
    });
  });

  it('leaves a part to its screen when the participant has nothing for it (no account in the currency)', async () => {
    const p = await participant();
    const usd = await productId(t, 'mutuo-acreencias-dolares');
    const id = (await p.api.post('/api/onboarding/create-invesment', { productId: usd })).json().data._id;
    const info = (await p.api.get(`/api/onboarding/${id}/info`)).json().data;
    expect(
      info.screens.filter((s: { saved: boolean }) => !s.saved).map((s: { part: string }) => s.part),
    ).toEqual(['investment', 'bankAccount']);
    // The R5 minimum holds for a further subscription too; a refusal changes nothing.
    const before = await snapshot(t, id);
    const low = await p.api.post(`/api/onboarding/${id}/add-investment`, { amount: '19999.99' });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toMatch(/^Monto mínimo de inversión/);
    expect(await snapshot(t, id)).toEqual(before);
    const added = await p.api.post(`/api/onboarding/${id}/add-investment`, { amount: '20000' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ state: 'IN_PROGRESS', next: { step: 'bank-account' } });
  });

  it('is for participants only; an investor’s first onboarding takes its amount in the investment step', async () => {
    const { token } = await newInvestor(t);
    const api = client(t, token);
    const refused = await api.post('/api/onboarding/create-invesment', {
      productId: await productId(t, 'factoring-soles'),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Esta opción es para partícipes. Inicia tu primera inversión desde la ficha del producto.',
    );
    const id = await createOnboarding(t, token);
    const before = await snapshot(t, id);
    const add = await api.post(`/api/onboarding/${id}/add-investment`, { amount: '1500' });
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toBe(
      'Esta solicitud no es una nueva suscripción: indica el monto en el paso de inversión.',
    );
    expect(await snapshot(t, id)).toEqual(before);
  });

  it('refuses a second one while the first is in flight, and someone else’s onboarding', async () => {
    const p = await participant();
    const usd = await productId(t, 'factoring-dolares');
    const id = (await p.api.post('/api/onboarding/create-invesment', { productId: usd })).json().data._id;
    const again = await p.api.post('/api/onboarding/create-invesment', { productId: usd });
    expect([400, 409]).toContain(again.statusCode);
    const other = await participant();
    const foreign = await other.api.post(`/api/onboarding/${id}/add-investment`, { amount: '600' });
    expect(foreign.statusCode).toBe(404);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/onboarding/${id}/add-investment`,
      payload: { amount: '600' },
    });
    expect(guest.statusCode).toBe(401);
  });
});
