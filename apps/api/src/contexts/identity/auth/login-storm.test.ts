import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// One pool thread and two waiting places: a burst of logins overflows it at once. At the production
// hash cost (the API test run otherwise lowers it), so each login really occupies the thread.
let t: TestApp;
beforeAll(async () => {
  vi.stubEnv('TEST_SCRYPT_LOG_N', '');
  t = await createTestApp({ seed: true, env: { WORK_POOL_THREADS: '1', WORK_POOL_QUEUE: '2' } });
  // The storm meets a running pool: on a busy machine a thread's first start can outlast the 8 s a
  // task may wait for it, which would refuse every login and test the start instead.
  const warm = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nuevo@invierte.pe', password: 'Demo2026' },
    remoteAddress: '10.9.1.1',
  });
  expect(warm.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  // Test files share a process (vitest.config.ts: isolate false): give the next one its env back.
  vi.unstubAllEnvs();
});

let ip = 0;
const nextIp = () => `10.9.0.${++ip}`;

describe('a login storm', () => {
  it('is refused past the work queue with 503 and Retry-After while other requests are served', async () => {
    const finished: Record<string, number> = {};
    const at = (label: string) => () => void (finished[label] = performance.now());
    // Known and unknown e-mails alike: both spend a hash (the unknown one on the dummy).
    const logins = Array.from({ length: 8 }, (_, i) => {
      const email = i % 2 === 0 ? 'interesado@invierte.pe' : `nadie${i}@example.pe`;
      const password = i % 2 === 0 ? 'Demo2026' : 'Demo2026x';
      return t.app
        .inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
          remoteAddress: nextIp(),
        })
        .finally(at(`login ${i}`));
    });
    const health = t.app.inject({ method: 'GET', url: '/api' }).finally(at('health'));
    const products = t.app.inject({ method: 'GET', url: '/api/products/free' }).finally(at('products'));

    const answers = await Promise.all(logins);
    expect((await health).statusCode).toBe(200);
    expect((await products).statusCode).toBe(200);
    // Served while hashing was still under way, not after it.
    const lastLogin = Math.max(...answers.map((_, i) => finished[`login ${i}`] ?? Infinity));
    expect(finished.health).toBeLessThan(lastLogin);
    expect(finished.products).toBeLessThan(lastLogin);

    const refused = answers.filter((a) => a.statusCode === 503);
    const served = answers.filter((a) => a.statusCode !== 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(served.map((a) => a.statusCode).every((s) => s === 200 || s === 401)).toBe(true);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(answer.json()).toEqual({
        status: 'error',
        code: 'SERVER_BUSY',
        message: 'Estamos recibiendo muchas solicitudes. Inténtalo de nuevo en unos segundos.',
        errors: [],
      });
    }
    // A refusal is not a failed attempt: nobody was slowed down or locked for it.
    expect(t.sleeps).toEqual([]);

    // Once the queue has drained, the same login goes through.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'interesado@invierte.pe', password: 'Demo2026' },
      remoteAddress: nextIp(),
    });
    expect(again.statusCode).toBe(200);
  });
});
