import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerProfileSections, onboardingParts } from '../../../db/schema.ts';
import { createOnboarding, forceState, newInvestor, validParts } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { customerClient, penAccount } from './customers.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

describe('the profile sections', () => {
  it('starts empty and asks for personal information first', async () => {
    const { token, dni } = await newInvestor(t);
    const res = await customerClient(t, token).get('/api/customers/profile');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.account.documentNumber).toBe(dni);
    expect(data.sections.personalInformation).toBeNull();
    expect(data.completion).toEqual({
      percentage: 0,
      missing: 'personalInformation',
      path: '/perfil/personal-information',
    });
  });

  it('saves each section and walks the completion banner through requirements R2 order to complete', async () => {
    const { token, dni } = await newInvestor(t);
    const api = customerClient(t, token);
    const parts = validParts(dni);
    const steps: Array<[string, unknown, string | null]> = [
      ['personal-information', parts['personal-information'], '/perfil/residence'],
      ['address', parts.address, '/perfil/date-and-place-birth'],
      ['birthdata', parts['personal-birthdata'], '/perfil/ocupation'],
      ['ocupation', parts['personal-ocupation'], '/perfil/bank-account'],
    ];
    for (const [path, body, next] of steps) {
      const res = await api.patch(`/api/customers/${path}`, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.completion.path).toBe(next);
    }
    expect((await api.post('/api/customers/bank-accounts', penAccount)).statusCode).toBe(201);
    const done = (await api.get('/api/customers/profile')).json().data;
    expect(done.completion).toEqual({ percentage: 100, missing: null, path: null });
    expect(done.sections.address).toMatchObject({ source: 'PROFILE', data: { address: 'Av. Larco 123' } });
  });

  it('refuses invalid data with Spanish field messages and keeps the stored section', async () => {
    const { token, dni } = await newInvestor(t);
    const api = customerClient(t, token);
    const parts = validParts(dni);
    await api.patch('/api/customers/address', parts.address);

    const empty = await api.patch('/api/customers/address', { residenceCountry: 'PER', address: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.districtId', message: 'Selecciona tu distrito.' }),
      ]),
    );
    const unknownDistrict = await api.patch('/api/customers/address', {
      ...parts.address,
      districtId: '999999',
    });
    expect(unknownDistrict.statusCode).toBe(400);
    expect(unknownDistrict.json().errors[0].message).toBe('Selecciona un distrito de la lista.');

    const minor = await api.patch('/api/customers/birthdata', {
      ...parts['personal-birthdata'],
      birthDate: '2015-01-01',
    });
    expect(minor.statusCode).toBe(400);
    expect(minor.json().errors[0].message).toBe('Debes ser mayor de edad para invertir.');

    const badOption = await api.patch('/api/customers/ocupation', {
      ...parts['personal-ocupation'],
      occupation: 'ASTRONAUTA',
    });
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().errors[0].field).toBe('body.occupation');

    const otherDocument = await api.patch('/api/customers/personal-information', {
      ...parts['personal-information'],
      documentNumber: '12345678',
    });
    expect(otherDocument.statusCode).toBe(400);
    expect(otherDocument.json().errors[0].message).toBe(
      'El documento debe ser el mismo con el que registraste tu cuenta.',
    );

    const profile = (await api.get('/api/customers/profile')).json().data;
    expect(profile.sections.address.data.address).toBe('Av. Larco 123');
    expect(profile.sections.birthdata).toBeNull();
    expect(profile.sections.occupation).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/customers/address', payload: {} });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/customers/profile' })).statusCode).toBe(401);
  });
});

describe('the profile and the onboarding', () => {
  it('is seeded by an approved onboarding and never rewrites its parts when edited', async () => {
    const { token, dni } = await newInvestor(t);
    const api = customerClient(t, token);
    const parts = validParts(dni);
    const id = await createOnboarding(t, token);
    for (const path of [
      'personal-information',
      'personal-birthdata',
      'address',
      'personal-ocupation',
    ] as const)
      expect((await api.post(`/api/onboarding/${id}/${path}`, parts[path])).statusCode).toBe(200);
    // Not approved yet: the profile does not take an onboarding in flight as the customer's data.
    expect((await api.get('/api/customers/profile')).json().data.sections.address).toBeNull();

    await forceState(t, id, 'APPROVED', 'APPROVED');
    const seeded = (await api.get('/api/customers/profile')).json().data;
    expect(seeded.sections.address).toMatchObject({
      source: 'ONBOARDING',
      data: { address: 'Av. Larco 123' },
    });
    expect(seeded.completion.missing).toBe('bankAccounts');

    const moved = { ...parts.address, address: 'Jr. Ucayali 455' };
    const edited = await api.patch('/api/customers/address', moved);
    expect(edited.json().data.sections.address).toMatchObject({
      source: 'PROFILE',
      data: { address: 'Jr. Ucayali 455' },
    });
    const stored = await t.db.select().from(onboardingParts).where(eq(onboardingParts.onboardingId, id));
    expect(stored.find((p) => p.part === 'address')?.data.address).toBe('Av. Larco 123');
    const rows = await t.db.select().from(customerProfileSections);
    expect(rows.filter((r) => r.section === 'address' && r.data.address === 'Jr. Ucayali 455')).toHaveLength(
      1,
    );
  });

  it('offers select-bank-account in step 1 once the customer has a bank account', async () => {
    const { token } = await newInvestor(t);
    const api = customerClient(t, token);
    const id = await createOnboarding(t, token);
    const routes = async () =>
      ((await api.get(`/api/onboarding/${id}/info`)).json().data.screens as Array<{ route: string }>).map(
        (s) => s.route,
      );
    expect(await routes()).toContain('bank-account');
    expect((await api.post('/api/customers/bank-accounts', penAccount)).statusCode).toBe(201);
    const after = await routes();
    expect(after).toContain('select-bank-account');
    expect(after).not.toContain('bank-account');
  });
});
