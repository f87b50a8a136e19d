import type { OnboardingState, ContractState } from '@invierte/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingEvents, onboardings, products } from '../../../db/schema.ts';
import { demoTokens } from '../../../test/accounts.ts';
import {
  client,
  createOnboarding,
  forceState,
  newInvestor,
  productId,
  snapshot,
} from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addRestrictedPerson } from './add-restricted-person.ts';
import { isRestrictedPerson } from './is-restricted-person.ts';
import { removeRestrictedPerson } from './remove-restricted-person.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

const openCount = async (token: string, id: string) => {
  const [row] = await t.db.select().from(onboardings).where(eq(onboardings.id, id));
  return { token, row };
};

describe('POST /api/onboarding/create', () => {
  it('creates an onboarding the owner can read and nobody else can', async () => {
    const { token } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    const info = await client(t, token).get(`/api/onboarding/${id}/info`);
    expect(info.json()).toMatchObject({
      status: 'success',
      data: { _id: id, state: 'IN_PROGRESS', keynuaContractState: 'PENDING', percentage: 0 },
    });
    const stranger = await newInvestor(t);
    const peek = await client(t, stranger.token).get(`/api/onboarding/${id}/info`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe('No encontramos la solicitud.');
    const before = await snapshot(t, id);
    const write = await client(t, stranger.token).post(`/api/onboarding/${id}/pep`, {
      isPep: false,
      hasPepRelatives: false,
    });
    expect(write.statusCode).toBe(404);
    expect((await client(t, stranger.token).put(`/api/onboarding/${id}`)).statusCode).toBe(404);
    expect(await snapshot(t, id)).toEqual(before);
    const guest = await t.app.inject({ method: 'GET', url: `/api/onboarding/${id}/info` });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a second onboarding with 409 while one is in progress, and reports it as pending', async () => {
    const { token } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    const again = await client(t, token).post('/api/onboarding/create', {
      productId: await productId(t, 'factoring-dolares'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ONBOARDING_PENDING',
      message: 'Ya tienes una solicitud en curso. Continúala o cancélala para iniciar una nueva.',
    });
    const pending = await client(t, token).get(
      `/api/onboarding/pending?productId=${await productId(t, 'factoring-dolares')}`,
    );
    expect(pending.json()).toMatchObject({
      status: 'success',
      data: {
        onboardingId: id,
        productId: await productId(t, 'factoring-soles'),
        productName: 'Factoring',
        currency: 'PEN',
        state: 'IN_PROGRESS',
        hasInvestment: false,
        sameProduct: false,
        reaction: { dialog: 'complete-process', forceCancel: false, cancelAction: 'cancel' },
      },
    });
    const count = await t.db.select().from(onboardings).where(eq(onboardings.id, id));
    expect(count).toHaveLength(1);
  });

  it('answers 400 while the signing is in review and 409 once cancelling or past the contract approval', async () => {
    const cases: Array<[OnboardingState, ContractState, number, string, string]> = [
      ['WAITING_FOR_APPROVAL', 'SIGNED', 400, 'ONBOARDING_PENDING_REVIEW', 'pending-buttons-enabled'],
      ['WAITING_FOR_CANCEL', 'APPROVED', 409, 'ONBOARDING_PENDING', 'cancel-post-signing'],
      ['PENDING_DEPOSIT', 'APPROVED', 409, 'ONBOARDING_PENDING', 'complete-process'],
      ['IN_VERIFICATION', 'APPROVED', 409, 'ONBOARDING_PENDING', 'complete-process'],
    ];
    for (const [state, contract, status, code, dialog] of cases) {
      const { token } = await newInvestor(t);
      const id = await createOnboarding(t, token);
      await forceState(t, id, state, contract, state === 'WAITING_FOR_CANCEL' ? 'PENDING_DEPOSIT' : null);
      const res = await client(t, token).post('/api/onboarding/create', {
        productId: await productId(t, 'factoring-soles'),
      });
      expect(res.statusCode, state).toBe(status);
      expect(res.json().code, state).toBe(code);
      expect(res.json().message).toMatch(/^Ya tienes una solicitud/);
      const pending = (await client(t, token).get('/api/onboarding/pending')).json().data;
      expect(pending.reaction.dialog, state).toBe(dialog);
      expect(pending.reaction.forceCancel, state).toBe(contract === 'APPROVED');
    }
  });

  it('refuses an administrator with 403 before looking for anything pending', async () => {
    const { admin } = await demoTokens(t, ['admin']);
    const res = await client(t, admin!).post('/api/onboarding/create', {
      productId: await productId(t, 'factoring-soles'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Las cuentas de administrador no pueden iniciar una inversión.');
  });

  it('refuses a locked product with its own message (the stop modal) and a missing or private one with 404', async () => {
    const { token } = await newInvestor(t);
    const locked = await productId(t, 'bono-select-midcap-soles');
    await t.db
      .update(products)
      .set({ locked: true, lockedMessage: 'Las suscripciones se reabren el lunes.' })
      .where(eq(products.id, locked));
    const res = await client(t, token).post('/api/onboarding/create', { productId: locked });
    expect(res.statusCode).toBe(423);
    expect(res.json()).toMatchObject({
      code: 'PRODUCT_LOCKED',
      message: 'Las suscripciones se reabren el lunes.',
    });
    await t.db.update(products).set({ locked: false, lockedMessage: null }).where(eq(products.id, locked));

    const hidden = await client(t, token).post('/api/onboarding/create', {
      productId: await productId(t, 'factoring-la-calera'),
    });
    expect(hidden.statusCode).toBe(404);
    const missing = await client(t, token).post('/api/onboarding/create', {
      productId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await client(t, token).post('/api/onboarding/create', { productId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('Producto no válido.');
    expect((await client(t, token).get('/api/onboarding/pending')).statusCode).toBe(404);
  });

  it('holds a restricted DNI from the start without saying why', async () => {
    const { token } = await newInvestor(t, '99999991');
    const res = await client(t, token).post('/api/onboarding/create', {
      productId: await productId(t, 'factoring-soles'),
    });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json().data)).toEqual(['_id']);
    const id = res.json().data._id as string;
    const info = await client(t, token).get(`/api/onboarding/${id}/info`);
    expect(info.json().data).toMatchObject({
      state: 'ON_HOLD',
      next: { stepOnboarding: 1, step: 'message-blacklist' },
    });
    expect(info.body).not.toMatch(/restring|restricted|lista/i);
    const save = await client(t, token).post(`/api/onboarding/${id}/pep`, {
      isPep: false,
      hasPepRelatives: false,
    });
    expect(save.statusCode).toBe(409);
    expect(save.json().message).toBe('Tu solicitud está en revisión. Te contactaremos pronto.');
    expect(save.body).not.toMatch(/restring|restricted|lista/i);
    const again = await client(t, token).post('/api/onboarding/create', {
      productId: await productId(t, 'factoring-soles'),
    });
    expect(again.statusCode).toBe(400);
    const events = await t.db
      .select()
      .from(onboardingEvents)
      .where(eq(onboardingEvents.onboardingId, id))
      .orderBy(onboardingEvents.seq);
    expect(events.map((e) => [e.event, e.toState])).toEqual([
      ['CREATE', 'IN_PROGRESS'],
      ['RESTRICTED_MATCH', 'ON_HOLD'],
    ]);
  });

  it('holds the onboarding when the owner of the money is on the restricted list', async () => {
    const { token } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    const res = await client(t, token).post(`/api/onboarding/${id}/beneficiary-personal-information`, {
      holder: 'THIRD_PARTY',
      owner: { documentType: 'DNI', documentNumber: '99999992', name: 'Pedro', lastName: 'Soto' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'ON_HOLD', next: { step: 'message-blacklist' } });
    expect(res.body).not.toMatch(/restring|restricted/i);
  });

  it('keeps the restricted list through its use cases', async () => {
    const ctx = t.ctx;
    expect(await isRestrictedPerson(ctx, 'DNI', '99999990')).toBe(true);
    expect(await isRestrictedPerson(ctx, 'DNI', '12121212')).toBe(false);
    await addRestrictedPerson(ctx, {
      documentType: 'DNI',
      documentNumber: '12121212',
      reason: 'Prueba',
      addedBy: null,
    });
    expect(await isRestrictedPerson(ctx, 'DNI', '12121212')).toBe(true);
    await expect(
      addRestrictedPerson(ctx, {
        documentType: 'DNI',
        documentNumber: '12121212',
        reason: 'Otra',
        addedBy: null,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await removeRestrictedPerson(ctx, 'DNI', '12121212');
    expect(await isRestrictedPerson(ctx, 'DNI', '12121212')).toBe(false);
    await expect(removeRestrictedPerson(ctx, 'DNI', '12121212')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('cancel and force cancel', () => {
  it('cancels an onboarding in progress, after which a new one can start', async () => {
    const { token } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    const res = await client(t, token).put(`/api/onboarding/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { _id: id, state: 'CANCELED' } });
    const { row } = await openCount(token, id);
    expect(row?.canceledAt).toBeInstanceOf(Date);
    expect((await client(t, token).get('/api/onboarding/pending')).statusCode).toBe(404);
    const again = await client(t, token).put(`/api/onboarding/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ONBOARDING_CANCELED',
      message: 'Esta solicitud fue cancelada.',
    });
    const save = await client(t, token).post(`/api/onboarding/${id}/pep`, {
      isPep: false,
      hasPepRelatives: false,
    });
    expect(save.statusCode).toBe(409);
    expect(save.json().code).toBe('ONBOARDING_CANCELED');
    await createOnboarding(t, token);
  });

  it('refuses a plain cancel once the contract is APPROVED and takes a force cancel to WAITING_FOR_CANCEL', async () => {
    const { token } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    await forceState(t, id, 'PENDING_DEPOSIT', 'APPROVED');
    const before = await snapshot(t, id);
    const cancel = await client(t, token).put(`/api/onboarding/${id}`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({
      code: 'ONBOARDING_CANCEL_AFTER_APPROVAL',
      message: expect.stringMatching(/^Tu contrato ya fue aprobado/),
    });
    expect(await snapshot(t, id)).toEqual(before);

    const force = await client(t, token).put(`/api/onboarding/${id}/true`);
    expect(force.statusCode).toBe(200);
    expect(force.json().data).toMatchObject({ state: 'WAITING_FOR_CANCEL', keynuaContractState: 'APPROVED' });
    const twice = await client(t, token).put(`/api/onboarding/${id}/true`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ONBOARDING_CANCEL_IN_PROCESS');
    const create = await client(t, token).post('/api/onboarding/create', {
      productId: await productId(t, 'factoring-soles'),
    });
    expect(create.statusCode).toBe(409);
    const pending = (await client(t, token).get('/api/onboarding/pending')).json().data;
    expect(pending.reaction).toMatchObject({ dialog: 'cancel-post-signing', forceCancel: true });
    const events = await t.db
      .select()
      .from(onboardingEvents)
      .where(eq(onboardingEvents.onboardingId, id))
      .orderBy(onboardingEvents.seq);
    expect(events.map((e) => e.event)).toEqual(['CREATE', 'FORCE_CANCEL']);
  });

  it('refuses a force cancel where a plain cancel will do', async () => {
    const { token } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    const res = await client(t, token).put(`/api/onboarding/${id}/true`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ONBOARDING_CANCEL_DIRECTLY',
      message: 'Puedes cancelar esta solicitud directamente, sin intervención de soporte.',
    });
  });
});

describe('GET /api/onboarding/product/{id}', () => {
  it('shows the quota value of the day and the requirements R5 minimum with its message', async () => {
    const { token } = await newInvestor(t);
    const soles = await client(t, token).get(
      `/api/onboarding/product/${await productId(t, 'factoring-soles')}`,
    );
    expect(soles.json().data).toMatchObject({
      name: 'Factoring',
      currency: { code: 'PEN', symbol: 'S/' },
      minimumInvestment: '1000.00',
      minimumMessage: 'Monto mínimo de inversión S/\u00a01,000',
    });
    expect(soles.json().data.quotaValue).toMatch(/^\d+\.\d{8}$/);
    const mutuo = await client(t, token).get(
      `/api/onboarding/product/${await productId(t, 'mutuo-acreencias-dolares')}`,
    );
    expect(mutuo.json().data).toMatchObject({
      minimumInvestment: '20000.00',
      minimumMessage: 'Monto mínimo de inversión $\u00a050,000',
    });
  });
});
