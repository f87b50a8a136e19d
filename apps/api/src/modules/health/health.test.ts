import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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

  it('returns a request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
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

  it('accepts the headers every web request carries (SPEC §7) through CORS preflight when an origin is allowed', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api',
      headers: {
        origin: 'http://evil.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'invierteapp,clientip',
      },
    });
    // No origin is configured in tests: a foreign origin gets no CORS grant.
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
      data: { brandSlug: 'invierte', googleClientId: null, recaptchaSiteKey: null, communityUrl: null },
    });
  });
});
