import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingEvents } from '../../../db/schema.ts';
import {
  client,
  createOnboarding,
  newInvestor,
  ownerIdentity,
  snapshot,
  validParts,
} from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { onboardingRepository } from './onboarding.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

/**
 * Saves each step-1 screen in order and checks after every save that the answer equals what a fresh
 * GET info says (another device), that the resume target is the next screen, and that the percentage
 * never falls.
 */
async function walk(token: string, id: string, steps: Array<[path: string, body: unknown, route: string]>) {
  const api = client(t, token);
  let percentage = 0;
  const info = await api.get(`/api/onboarding/${id}/info`);
  expect(info.statusCode).toBe(200);
  expect(info.json().data.next).toMatchObject({ stepOnboarding: 1, step: steps[0]![2] });
  expect(info.json().data.percentage).toBe(0);
  for (const [index, [path, body]] of steps.entries()) {
    const saved = await api.post(`/api/onboarding/${id}/${path}`, body);
    expect(saved.statusCode, `${path}: ${saved.body}`).toBe(200);
    const data = saved.json().data;
    const fresh = (await api.get(`/api/onboarding/${id}/info`)).json().data;
    expect(fresh).toEqual(data);
    expect(data.percentage).toBeGreaterThanOrEqual(percentage);
    percentage = data.percentage;
    const following = steps[index + 1];
    if (following) {
      expect(data.state).toBe('IN_PROGRESS');
      expect(data.next, path).toMatchObject({ stepOnboarding: 1, step: following[2] });
      expect(data.next.path).toBe(`/onboarding/${id}/step-1/${following[2]}`);
      expect(data.percentage).toBeLessThan(55);
    }
  }
  return (await api.get(`/api/onboarding/${id}/info`)).json().data;
}

describe('step 1 from start to finish', () => {
  it('takes a SELF / INDIVIDUAL investor through every screen to step 2', async () => {
    const { token, dni } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    const parts = validParts(dni);
    const info = await walk(token, id, [
      ['personal-information', parts['personal-information'], 'personal-information'],
      ['personal-birthdata', parts['personal-birthdata'], 'date-and-place-birth'],
      ['address', parts.address, 'residence'],
      ['personal-ocupation', parts['personal-ocupation'], 'ocupation'],
      ['pep', parts.pep, 'political'],
      ['beneficiary-personal-information', { holder: 'SELF' }, 'resource-holder'],
      ['final-beneficiary', parts['final-beneficiary'], 'beneficiary-info-final'],
      ['account-type', { accountType: 'INDIVIDUAL' }, 'account-type'],
      ['investment', parts.investment, 'investment'],
      ['bank-account', parts['bank-account'], 'bank-account'],
    ]);
    expect(info).toMatchObject({
      _id: id,
      onboardingId: id,
      state: 'PENDING_SIGNATURE',
      keynuaContractState: 'PENDING',
      percentage: 60,
      step1Complete: true,
      next: { stepOnboarding: 2, step: 'documents', path: `/onboarding/${id}/step-2/documents` },
      product: { name: 'Factoring', currency: { code: 'PEN', symbol: 'S/' } },
    });
    expect(info.screens.map((s: { route: string }) => s.route)).toEqual([
      'personal-information',
      'date-and-place-birth',
      'residence',
      'ocupation',
      'political',
      'resource-holder',
      'beneficiary-info-final',
      'account-type',
      'investment',
      'bank-account',
    ]);
    // The amount is priced at the day's quota value, quotas truncated to 8 decimals.
    const { amount, quotaValue, quotaNumber } = info.investment;
    expect(amount).toBe('1500.00');
    expect(quotaValue).toBe(info.product.quotaValue);
    expect(quotaNumber).toMatch(/^\d+\.\d{8}$/);
    expect(Number(quotaNumber) * Number(quotaValue)).toBeLessThanOrEqual(1500);
    expect(Number(quotaNumber) * Number(quotaValue)).toBeGreaterThan(1499.99);
    expect(info.parts.personalInformation.documentNumber).toBe(dni);

    // One event per change, in the same transaction, with who and from where.
    const events = await t.db
      .select()
      .from(onboardingEvents)
      .where(eq(onboardingEvents.onboardingId, id))
      .orderBy(onboardingEvents.seq);
    expect(events.map((e) => e.event)).toEqual(['CREATE', ...Array(10).fill('SAVE_PART'), 'COMPLETE_STEP_1']);
    // The timeline reads them in write order, though the test's frozen clock gives them all one time.
    expect(events.every((e) => e.createdAt.getTime() === events[0]!.createdAt.getTime())).toBe(true);
    expect((await onboardingRepository.listEvents(t.db, id)).map((e) => e.event)).toEqual(
      events.map((e) => e.event),
    );
    expect(events.at(-1)).toMatchObject({ fromState: 'IN_PROGRESS', toState: 'PENDING_SIGNATURE' });
    expect(events[1]).toMatchObject({ part: 'personalInformation', userAgent: 'vitest-onboarding' });
    expect(events[1]!.ip).toMatch(/^10\./);

    // Editing a part from step 2 takes it back to step 1 and, still complete, on to step 2 again.
    const edit = await client(t, token).post(`/api/onboarding/${id}/address`, {
      ...parts.address,
      address: 'Calle Los Pinos 456',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ state: 'PENDING_SIGNATURE', percentage: 60 });
    expect(edit.json().data.parts.address.address).toBe('Calle Los Pinos 456');
  });

  it('takes a THIRD_PARTY / JOINT investor through the owner and partner screens', async () => {
    const { token, dni } = await newInvestor(t);
    const id = await createOnboarding(t, token, 'factoring-dolares');
    const parts = validParts(dni);
    const info = await walk(token, id, [
      ['personal-information', parts['personal-information'], 'personal-information'],
      [
        'personal-birthdata',
        { birthDate: '1985-01-31', birthCountry: 'ARG', birthCity: 'Rosario' },
        'date-and-place-birth',
      ],
      ['address', parts.address, 'residence'],
      ['personal-ocupation', parts['personal-ocupation'], 'ocupation'],
      [
        'pep',
        {
          isPep: false,
          hasPepRelatives: true,
          relatives: [
            {
              relationship: 'HERMANO',
              fullName: 'Ana Pérez',
              position: 'CONGRESISTA',
              institution: 'Congreso',
            },
          ],
        },
        'political',
      ],
      [
        'beneficiary-personal-information',
        { holder: 'THIRD_PARTY', owner: ownerIdentity },
        'resource-holder',
      ],
      [
        'beneficiary-birthdata',
        { birthDate: '1960-07-01', birthCountry: 'PER', birthDistrictId: '040101' },
        'owner/date-and-place-birth',
      ],
      [
        'beneficiary-address',
        { residenceCountry: 'PER', districtId: '150101', address: 'Jr. Cusco 10' },
        'owner/residence',
      ],
      ['beneficiary-ocupation', { occupation: 'JUBILADO', incomeSource: 'PENSION' }, 'owner/ocupation'],
      ['beneficiary-workplace', { employer: 'ONP', jobTitle: 'Pensionista' }, 'owner/workplace'],
      [
        'final-beneficiary',
        // Naming another beneficiary takes an uploaded document: final-beneficiary.test.ts.
        { isFinalBeneficiary: true, declarationAccepted: true },
        'beneficiary-info-final',
      ],
      ['account-type', { accountType: 'JOINT' }, 'account-type'],
      [
        'partner',
        {
          documentType: 'DNI',
          documentNumber: '40000002',
          name: 'Luis',
          lastName: 'Rojas',
          relationship: 'CONYUGE',
        },
        'message-mancomunada',
      ],
      ['investment', { amount: '500.00' }, 'investment'],
      ['bank-account', { ...parts['bank-account'], currency: 'USD' }, 'bank-account'],
    ]);
    expect(info).toMatchObject({
      state: 'PENDING_SIGNATURE',
      percentage: 60,
      product: { currency: { code: 'USD', symbol: '$' } },
      investment: { amount: '500.00' },
    });
    expect(info.screens).toHaveLength(15);
    expect(info.parts.resourceHolder.owner.documentNumber).toBe('40000001');
    expect(info.parts.partner.relationship).toBe('CONYUGE');
  });

  it('resumes a half-filled onboarding at its first missing screen with what was typed', async () => {
    const { token, dni } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    const api = client(t, token);
    const parts = validParts(dni);
    await api.post(`/api/onboarding/${id}/personal-information`, parts['personal-information']);
    await api.post(`/api/onboarding/${id}/address`, parts.address);
    const info = (await api.get(`/api/onboarding/${id}/info`)).json().data;
    expect(info.next.step).toBe('date-and-place-birth');
    expect(info.parts.address).toMatchObject({ districtId: '150122', address: 'Av. Larco 123' });
    expect(info.parts.birthdata).toBeUndefined();
    expect(info.percentage).toBe(Math.floor((55 * 2) / 10));
    // Choosing someone else's money adds its owner screens inside the same section.
    await api.post(`/api/onboarding/${id}/beneficiary-personal-information`, {
      holder: 'THIRD_PARTY',
      owner: ownerIdentity,
    });
    const after = (await api.get(`/api/onboarding/${id}/info`)).json().data;
    expect(after.screens.map((s: { route: string }) => s.route)).toContain('owner/workplace');
    expect(after.percentage).toBeGreaterThanOrEqual(info.percentage);
  });

  it('refuses a stale version with the other-tab message and changes nothing', async () => {
    const { token, dni } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    const api = client(t, token);
    const first = await api.post(`/api/onboarding/${id}/pep?version=0`, validParts(dni).pep);
    expect(first.statusCode).toBe(200);
    const before = await snapshot(t, id);
    const stale = await api.post(`/api/onboarding/${id}/pep?version=0`, validParts(dni).pep);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'ONBOARDING_CHANGED',
      message: 'La solicitud cambió en otra pestaña o dispositivo. Vuelve a cargarla.',
    });
    expect(await snapshot(t, id)).toEqual(before);
  });

  it('lets exactly one of two concurrent saves with the same version win', async () => {
    const { token, dni } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    const api = client(t, token);
    const { version } = (await api.get(`/api/onboarding/${id}/info`)).json().data;
    const body = validParts(dni)['personal-ocupation'];
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        api.post(`/api/onboarding/${id}/personal-ocupation?version=${version}`, {
          ...body,
          jobTitle: `Puesto ${n}`,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const snap = await snapshot(t, id);
    expect(snap.version).toBe(version + 1);
    expect(snap.events).toBe(2);
    expect(snap.parts).toHaveLength(1);
    // The winner's answer is the row as stored, and the losers' parts, written in the same statement
    // as their refused update, were rolled back with it.
    const winner = results.findIndex((r) => r.statusCode === 200);
    expect(results[winner]!.json().data.version).toBe(snap.version);
    expect(snap.parts[0]![2]).toMatchObject({ jobTitle: `Puesto ${winner + 1}` });
  });
});
