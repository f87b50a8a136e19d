import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = (await demoTokens(t, ['interesado'])).interesado!;
});
afterAll(() => t.close());

const get = (url: string, auth = false) =>
  t.app.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${token}` } : {} });
const data = async (url: string, auth = false) => {
  const res = await get(url, auth);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.json().data;
};

describe('ubigeo (public)', () => {
  it('lists every country with its Spanish name, Perú first', async () => {
    const countries = (await data('/api/ubigeo/countries')) as Array<{
      id: string;
      alpha2: string;
      name: string;
    }>;
    expect(countries.length).toBeGreaterThan(240);
    expect(countries[0]).toEqual({ id: 'PER', alpha2: 'PE', name: 'Perú' });
    const names = countries.map((c) => c.name);
    expect(names).toContain('España');
    expect(names).toContain('Estados Unidos');
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('lists the 25 departments with their accents, then provinces and districts by INEI code', async () => {
    const departments = (await data('/api/ubigeo/countries/PER/departments')) as Array<{
      id: string;
      name: string;
    }>;
    expect(departments).toHaveLength(25);
    expect(departments).toContainEqual({ id: '15', name: 'Lima' });
    expect(departments.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Áncash', 'Apurímac', 'Junín', 'San Martín']),
    );

    const provinces = (await data('/api/ubigeo/countries/PER/departments/15/provinces')) as Array<{
      id: string;
    }>;
    expect(provinces).toHaveLength(10);
    expect(provinces).toContainEqual({ id: '1505', name: 'Cañete' });

    const districts = (await data(
      '/api/ubigeo/countries/PER/departments/15/provinces/1501/districts',
    )) as Array<{
      id: string;
      name: string;
      reniec: string | null;
    }>;
    expect(districts).toHaveLength(44);
    expect(districts).toContainEqual({ id: '150122', reniec: '140115', name: 'Miraflores' });
    expect(districts.find((d) => d.id === '150144')).toMatchObject({ reniec: null });
  });

  it('keeps every one of the 1,893 districts reachable, including the one with only a RENIEC code', async () => {
    let count = 0;
    for (const dep of (await data('/api/ubigeo/countries/PER/departments')) as Array<{ id: string }>)
      for (const prov of (await data(`/api/ubigeo/countries/PER/departments/${dep.id}/provinces`)) as Array<{
        id: string;
      }>)
        count += (
          (await data(
            `/api/ubigeo/countries/PER/departments/${dep.id}/provinces/${prov.id}/districts`,
          )) as unknown[]
        ).length;
    expect(count).toBe(1893);
    const moquegua = (await data(
      '/api/ubigeo/countries/PER/departments/18/provinces/1801/districts',
    )) as unknown[];
    expect(moquegua).toContainEqual({ id: 'R170107', reniec: '170107', name: 'San Antonio' });
  });

  it('lets browsers keep the lists a day', async () => {
    expect((await get('/api/ubigeo/countries/PER/departments')).headers['cache-control']).toBe(
      'public, max-age=86400',
    );
  });

  it('answers unknown or malformed codes with a Spanish error', async () => {
    const unknown = await get('/api/ubigeo/countries/PER/departments/99/provinces');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No encontramos el departamento.' });
    const mismatched = await get('/api/ubigeo/countries/PER/departments/15/provinces/0101/districts');
    expect(mismatched.statusCode).toBe(404);
    expect(mismatched.json().message).toBe('No encontramos la provincia.');
    const malformed = await get('/api/ubigeo/countries/PER/departments/1/provinces');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('El código de departamento tiene 2 dígitos.');
  });
});

describe('linking lists (logged in)', () => {
  it('needs a session', async () => {
    for (const url of [
      '/api/onboarding/linking/countries',
      '/api/onboarding/linking/departments?id_country=PER',
      '/api/onboarding/linking/province?id_deparment=15',
      '/api/onboarding/linking/district?id_province=1501',
      '/api/onboarding/linking/list-parameters',
    ])
      expect((await get(url)).statusCode, url).toBe(401);
  });

  it('serves the same countries, departments, provinces and districts', async () => {
    expect(await data('/api/onboarding/linking/countries', true)).toEqual(
      await data('/api/ubigeo/countries'),
    );
    expect(await data('/api/onboarding/linking/departments?id_country=PER', true)).toEqual(
      await data('/api/ubigeo/countries/PER/departments'),
    );
    expect(await data('/api/onboarding/linking/province?id_deparment=04', true)).toEqual(
      await data('/api/ubigeo/countries/PER/departments/04/provinces'),
    );
    expect(await data('/api/onboarding/linking/district?id_province=0401', true)).toEqual(
      await data('/api/ubigeo/countries/PER/departments/04/provinces/0401/districts'),
    );
    const abroad = await get('/api/onboarding/linking/departments?id_country=ESP', true);
    expect(abroad.statusCode).toBe(404);
  });

  it('lists the onboarding option lists from the maintained parameters', async () => {
    const lists = await data('/api/onboarding/linking/list-parameters', true);
    expect(lists.documentTypes.map((o: { key: string }) => o.key)).toEqual([
      'DNI',
      'PASAPORTE',
      'CARNE_EXTRANJERIA',
      'OTRO',
    ]);
    expect(lists.banks).toContainEqual({ key: 'BCP', text: 'Banco de Crédito del Perú (BCP)' });
    for (const key of [
      'occupations',
      'incomeSources',
      'bankAccountTypes',
      'maritalStatuses',
      'pepPositions',
      'relationships',
    ])
      expect(lists[key].length, key).toBeGreaterThan(1);
  });
});
