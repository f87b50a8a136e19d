import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api (health check)', () => {
  it('answers the success envelope with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({ status: 'ok', name: 'invierte-api' });
    expect(body.data.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('is live without the database, while readiness reads it: ready, with no Redis configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ready', database: 'ok', redis: 'not-configured' });
  });

  it('is not ready once draining has begun, and says why in Spanish; liveness still answers', async () => {
    const draining = await createTestApp();
    try {
      draining.app.readiness.startDraining();
      const res = await draining.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'error',
        message: 'El servicio no está disponible en este momento. Vuelve a intentarlo en unos segundos.',
        errors: [{ field: 'draining', message: 'El proceso se está cerrando.' }],
      });
      expect((await draining.app.inject({ method: 'GET', url: '/api' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });

  it('is not ready while the configured Redis does not answer', async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const noRedis = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const res = await noRedis.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().errors).toEqual([{ field: 'redis', message: 'Redis no responde.' }]);
    } finally {
      await noRedis.close();
    }
  });

  it('returns a request id and the security headers of a JSON answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('sends the page policies (CSP, framing) with everything outside /api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portafolio' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('never rate-limits the health check, while other calls are limited', async () => {
    const strict = await createTestApp({ env: { RATE_LIMIT_MAX: '5' } });
    try {
      const status = async (url: string) => (await strict.app.inject({ method: 'GET', url })).statusCode;
      const health: number[] = [];
      const other: number[] = [];
      for (let i = 0; i < 8; i++) {
        health.push(await status('/api'));
        other.push(await status('/api/public-config'));
      }
      expect(new Set(health)).toEqual(new Set([200]));
      expect(other.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(other[5]).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('keeps a well-formed incoming request id and replaces a malformed one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id <script>');
  });

  it('lets a configured origin send the headers of requirements R7 and refuses any other origin', async () => {
    const withCors = await createTestApp({ env: { CORS_ORIGIN: 'https://app.invierte.pe' } });
    try {
      const preflight = (origin: string) =>
        withCors.app.inject({
          method: 'OPTIONS',
          url: '/api/profile/me',
          headers: {
            origin,
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'authorization,invierteapp,clientip',
          },
        });
      const allowed = await preflight('https://app.invierte.pe');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.invierte.pe');
      expect(String(allowed.headers['access-control-allow-headers'])).toContain('invierteapp');
      expect(String(allowed.headers['access-control-allow-headers'])).toContain('clientip');
      const foreign = await preflight('http://evil.example');
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await withCors.close();
    }
  });

  it('grants no cross-origin access when no origin is configured', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api',
      headers: { origin: 'http://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('unknown routes', () => {
  it.each(['/api/nope', '/api/auth/unknown', '/assets/missing.js'])(
    '%s answers the Spanish 404 envelope',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'ROUTE_NOT_FOUND',
        message: 'La ruta solicitada no existe.',
        errors: [],
      });
    },
  );
});

describe('GET /api/public-config', () => {
  it('tells the web that Google and reCAPTCHA are off by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        brandSlug: 'invierte',
        googleClientId: null,
        recaptchaSiteKey: null,
        communityUrl: null,
        adviserWhatsappPhone: null,
        pushPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
      },
    });
  });
});
