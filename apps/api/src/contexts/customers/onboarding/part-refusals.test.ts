import { limaDate } from '@invierte/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createOnboarding,
  forceState,
  newInvestor,
  snapshot,
  validParts,
} from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;
let dni: string;
let id: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ({ token, dni } = await newInvestor(t));
  id = await createOnboarding(t, token);
});
afterAll(async () => t.close());

/** Posts a part that must be refused with 400, and checks the field, the message and that nothing changed. */
async function refused(path: string, body: unknown, field: string, message: string | RegExp, status = 400) {
  const before = await snapshot(t, id);
  const res = await client(t, token).post(`/api/onboarding/${id}/${path}`, body);
  expect(res.statusCode, res.body).toBe(status);
  const error = res.json();
  expect(error.status).toBe('error');
  const hit = error.errors.find((e: { field: string }) => e.field === field);
  expect(hit, res.body).toBeDefined();
  expect(hit.message).toMatch(message);
  expect(await snapshot(t, id)).toEqual(before);
}

describe('a step-1 save refuses, in Spanish, and changes nothing', () => {
  it('an option key that is not in the parameters list, naming the field', async () => {
    const parts = validParts(dni);
    await refused(
      'personal-information',
      { ...parts['personal-information'], maritalStatus: 'SOLTERISIMO' },
      'body.maritalStatus',
      'El valor elegido en estado civil no es válido. Elígelo de la lista.',
    );
    await refused('bank-account', { ...parts['bank-account'], bank: 'BANCO_FANTASMA' }, 'body.bank', /banco/);
    await refused(
      'pep',
      {
        isPep: false,
        hasPepRelatives: true,
        relatives: [{ relationship: 'VECINO', fullName: 'Ana', position: 'CONGRESISTA', institution: 'X' }],
      },
      'body.relatives.0.relationship',
      /parentesco/,
    );
  });

  it("a CCI that is not the chosen bank's, whose check digits fail, or that is not the account's", async () => {
    const account = validParts(dni)['bank-account'];
    const cciField = 'body.cci';
    await refused(
      'bank-account',
      { ...account, cci: '01124100019000658270' },
      cciField,
      'El CCI no corresponde al banco elegido (011 es BBVA).',
    );
    await refused(
      'bank-account',
      { ...account, cci: `${account.cci.slice(0, 18)}00` },
      cciField,
      'El CCI no es válido: revisa sus dígitos de control.',
    );
    await refused(
      'bank-account',
      { ...account, accountNumber: '1910000000001' },
      'body.accountNumber',
      'El número de cuenta no coincide con el CCI.',
    );
  });

  it('a district or country that does not exist', async () => {
    await refused(
      'address',
      { residenceCountry: 'PER', districtId: '159999', address: 'Av. Sol 1' },
      'body.districtId',
      'Selecciona un distrito de la lista.',
    );
    await refused(
      'personal-birthdata',
      { birthDate: '1990-01-01', birthCountry: 'XYZ', birthCity: 'Nada' },
      'body.birthCountry',
      'Selecciona un país de la lista.',
    );
  });

  it("a minor's birth date, counted in Lima", async () => {
    const today = limaDate(t.clock.now);
    const [y, m, d] = today.split('-');
    const seventeen = `${Number(y) - 18}-${m}-${d}`;
    // Turning 18 today is enough; one day short is not.
    const ok = await client(t, token).post(`/api/onboarding/${id}/personal-birthdata`, {
      birthDate: seventeen,
      birthCountry: 'PER',
      birthDistrictId: '150101',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const tomorrowEighteen = new Date(Date.parse(`${seventeen}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await refused(
      'personal-birthdata',
      { birthDate: tomorrowEighteen, birthCountry: 'PER', birthDistrictId: '150101' },
      'body.birthDate',
      'Debes ser mayor de edad para invertir.',
    );
  });

  it('an amount under the product minimum, with requirements R5 message', async () => {
    await refused(
      'investment',
      { amount: '999.99' },
      'body.amount',
      'Monto mínimo de inversión S/\u00a01,000',
    );
    await refused('investment', { amount: '12,50' }, 'body.amount', /monto válido/);
    const exact = await client(t, token).post(`/api/onboarding/${id}/investment`, { amount: '1000' });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().data.investment).toMatchObject({ amount: '1000.00' });
  });

  it('a document number other than the account one', async () => {
    await refused(
      'personal-information',
      { ...validParts(dni)['personal-information'], documentNumber: '11111111' },
      'body.documentNumber',
      'El documento debe ser el mismo con el que registraste tu cuenta.',
    );
  });

  it('a schema error, with the message of the form', async () => {
    await refused(
      'final-beneficiary',
      { isFinalBeneficiary: true, declarationAccepted: false },
      'body.declarationAccepted',
      'Debes aceptar la declaración para continuar.',
    );
  });

  it('a part that is not one of this onboarding screens', async () => {
    const owned = await client(t, token).post(`/api/onboarding/${id}/beneficiary-personal-information`, {
      holder: 'SELF',
    });
    expect(owned.statusCode).toBe(200);
    const before = await snapshot(t, id);
    for (const [path, body] of [
      ['beneficiary-workplace', { employer: 'X', jobTitle: 'Y' }],
      [
        'partner',
        {
          documentType: 'DNI',
          documentNumber: '40000002',
          name: 'Luis',
          lastName: 'Rojas',
          relationship: 'CONYUGE',
        },
      ],
      ['institutional-investor', { isInstitutional: true, entityType: 'BANCO' }],
    ] as const) {
      const res = await client(t, token).post(`/api/onboarding/${id}/${path}`, body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toBe('Este paso no corresponde a tu solicitud.');
    }
    expect(await snapshot(t, id)).toEqual(before);
  });

  it('any save once the contract is signed', async () => {
    const { token: other, dni: otherDni } = await newInvestor(t);
    const signed = await createOnboarding(t, other);
    await forceState(t, signed, 'WAITING_FOR_APPROVAL', 'SIGNED');
    const before = await snapshot(t, signed);
    const res = await client(t, other).post(
      `/api/onboarding/${signed}/personal-information`,
      validParts(otherDni)['personal-information'],
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ONBOARDING_CONTRACT_ALREADY_SIGNED',
      message: 'Tu contrato ya fue firmado.',
    });
    expect(await snapshot(t, signed)).toEqual(before);
  });
});
