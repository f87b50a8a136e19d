import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerProfileSections, users } from '../../../db/schema.ts';
import { demoTokens, nextIp } from '../../../test/accounts.ts';
import { newInvestor, validParts } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'participe']));
});
afterAll(async () => t?.close());

const put = (token: string | null, url: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextIp(),
    payload: payload as object,
  });

const sectionsOf = async (dni: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.documentNumber, dni));
  return (
    await t.db.select().from(customerProfileSections).where(eq(customerProfileSections.userId, user!.id))
  )
    .map((s) => s.section)
    .sort();
};

describe('PUT /api/user/{interested|participant}/updateProfile', () => {
  it('saves several sections of an INTERESADO at once, as the section calls would', async () => {
    const { token, dni } = await newInvestor(t);
    const parts = validParts(dni);
    const res = await put(token, '/api/user/interested/updateProfile', {
      personalInformation: parts['personal-information'],
      address: parts.address,
      birthdata: parts['personal-birthdata'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.sections.address).toMatchObject({ source: 'PROFILE', data: { address: 'Av. Larco 123' } });
    expect(data.completion.path).toBe('/perfil/ocupation');
    expect(await sectionsOf(dni)).toEqual(['address', 'birthdata', 'personalInformation']);
  });

  it('saves nothing when one section is wrong, and names the section in the error', async () => {
    const { token, dni } = await newInvestor(t);
    const parts = validParts(dni);
    const res = await put(token, '/api/user/interested/updateProfile', {
      address: parts.address,
      occupation: { ...parts['personal-ocupation'], occupation: 'ASTRONAUTA' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toMatch(/^occupation\./);
    expect(res.json().errors[0].message).toContain('ocupación');
    expect(await sectionsOf(dni)).toEqual([]);

    const other = await put(token, '/api/user/interested/updateProfile', {
      personalInformation: { ...parts['personal-information'], documentNumber: '12345678' },
    });
    expect(other.statusCode).toBe(400);
    expect(await sectionsOf(dni)).toEqual([]);
  });

  it('refuses an empty update, unknown data, the other profile’s call and guests', async () => {
    const { token, dni } = await newInvestor(t);
    const empty = await put(token, '/api/user/interested/updateProfile', {});
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Envía al menos una sección de tus datos.');
    const unknown = await put(token, '/api/user/interested/updateProfile', { email: 'x@example.pe' });
    expect(unknown.statusCode).toBe(400);
    const parts = validParts(dni);
    const wrongProfile = await put(token, '/api/user/participant/updateProfile', { address: parts.address });
    expect(wrongProfile.statusCode).toBe(403);
    expect(
      (await put(tokens.participe!, '/api/user/interested/updateProfile', { address: parts.address }))
        .statusCode,
    ).toBe(403);
    expect(
      (await put(tokens.admin!, '/api/user/participant/updateProfile', { address: parts.address }))
        .statusCode,
    ).toBe(403);
    expect(
      (await put(null, '/api/user/interested/updateProfile', { address: parts.address })).statusCode,
    ).toBe(401);
    expect(await sectionsOf(dni)).toEqual([]);
  });

  it('saves a PARTICIPE’s address through the participant call', async () => {
    const res = await put(tokens.participe!, '/api/user/participant/updateProfile', {
      address: {
        residenceCountry: 'PER',
        districtId: '150122',
        address: 'Calle Los Pinos 456',
        reference: '',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.sections.address.data.address).toBe('Calle Los Pinos 456');
  });
});
