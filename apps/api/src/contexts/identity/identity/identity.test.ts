import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpIdentityProvider } from '../../../providers/identity/http-identity-provider.ts';
import { loopbackServer, sendJson } from '../../../test/loopback-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const lookup = (payload: unknown, remoteAddress = `10.9.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/identity/user', payload: payload as object, remoteAddress });

describe('POST /api/identity/user (sandbox register)', () => {
  it('fills the names in title case, connectors kept lower-case', async () => {
    const res = await lookup({ dni: '45678912', app: 'webapp' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      name: 'María del Pilar',
      lastName: 'De la Cruz',
      secondLastName: 'Quispe',
    });
  });

  it('answers an unknown DNI with the message of requirements R8', async () => {
    const res = await lookup({ dni: '99999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'DNI_NOT_FOUND',
      message: 'DNI no encontrado, por favor vuelva a intentarlo',
    });
  });

  it.each([{}, { dni: '1234567' }, { dni: '123456789' }, { dni: 'ABCDEFGH' }, { dni: 12345678 }])(
    'refuses %j with a Spanish 400',
    async (payload) => {
      const res = await lookup(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    },
  );

  it('limits lookups per address with the 429 message of requirements R8', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await lookup({ dni: `7000000${i % 10}` }, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10)).not.toContain(429);
    const last = await lookup({ dni: '12345678' }, '10.9.9.9');
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(
      'Has realizado muchas consultas en un corto período. Para garantizar un buen servicio, te pedimos que esperes unos momentos.',
    );
  });

  it('limits lookups of one DNI from many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await lookup({ dni: '73001122' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('HTTP identity provider (real adapter)', () => {
  it('sends the token, maps the answer, and reports 404 and 429', async () => {
    const seen: string[] = [];
    const fake = await loopbackServer((req, _body, res) => {
      seen.push(`${req.url} ${req.headers.authorization}`);
      if (req.url === '/dni/12345678')
        return sendJson(res, 200, { nombres: 'JUAN', apellidoPaterno: 'PÉREZ', apellidoMaterno: 'GARCÍA' });
      if (req.url === '/dni/11111111') return sendJson(res, 429, {});
      return sendJson(res, 404, {});
    });
    try {
      const provider = createHttpIdentityProvider(fake.url, 'secret-token');
      expect(await provider.lookupDni('12345678')).toEqual({
        names: 'JUAN',
        lastName: 'PÉREZ',
        secondLastName: 'GARCÍA',
      });
      expect(await provider.lookupDni('22222222')).toBeNull();
      await expect(provider.lookupDni('11111111')).rejects.toThrow('rate limit');
      expect(seen[0]).toBe('/dni/12345678 Bearer secret-token');
    } finally {
      await fake.close();
    }
  });
});
