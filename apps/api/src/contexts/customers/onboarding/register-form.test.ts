import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createOnboarding, newInvestor, snapshot, validParts } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** POST /api/onboarding/linking/user/register-form: step 1 in one call, all or nothing. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

const URL_ = '/api/onboarding/linking/user/register-form';

function wholeStep1(dni: string) {
  const parts = validParts(dni);
  // Deliberately not in the screens' order: the API saves them in that order anyway.
  return {
    'bank-account': parts['bank-account'],
    investment: parts.investment,
    'account-type': { accountType: 'INDIVIDUAL' },
    'final-beneficiary': parts['final-beneficiary'],
    'beneficiary-personal-information': { holder: 'SELF' },
    pep: parts.pep,
    'personal-ocupation': parts['personal-ocupation'],
    address: parts.address,
    'personal-birthdata': parts['personal-birthdata'],
    'personal-information': parts['personal-information'],
  };
}

describe('register-form', () => {
  it('saves every part of step 1 at once and moves on to the contract', async () => {
    const { token, dni } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    const res = await client(t, token).post(URL_, { onboardingId: id, parts: wholeStep1(dni) });
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json().data;
    expect(info).toMatchObject({ state: 'PENDING_SIGNATURE', step1Complete: true, percentage: 60 });
    expect(info.next).toMatchObject({ stepOnboarding: 2, step: 'documents' });
    expect((await client(t, token).get(`/api/onboarding/${id}/info`)).json().data).toEqual(info);
  });

  it('saves nothing when one part is refused, naming the field in Spanish', async () => {
    const { token, dni } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    const before = await snapshot(t, id);
    const parts = { ...wholeStep1(dni), investment: { amount: '10' } };
    const res = await client(t, token).post(URL_, { onboardingId: id, parts });
    expect(res.statusCode).toBe(400);
    expect(res.json().message + JSON.stringify(res.json().errors)).toContain('Monto mínimo de inversión');
    expect(await snapshot(t, id)).toEqual(before);
  });

  it('refuses an unknown step, an empty form, and another investor’s onboarding, changing nothing', async () => {
    const { token, dni } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    const before = await snapshot(t, id);
    const api = client(t, token);
    const unknown = await api.post(URL_, { onboardingId: id, parts: { 'no-existe': {} } });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('Este formulario no tiene ese paso.');
    expect((await api.post(URL_, { onboardingId: id, parts: {} })).statusCode).toBe(400);
    const { token: stranger } = await newInvestor(t);
    const foreign = await client(t, stranger).post(URL_, { onboardingId: id, parts: wholeStep1(dni) });
    expect(foreign.statusCode).toBe(404);
    expect(await snapshot(t, id)).toEqual(before);
  });
});
