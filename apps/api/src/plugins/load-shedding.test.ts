import { errorCatalogue } from '@invierte/domain';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldLogin } from '../test/held-request.ts';
import { sample } from '../test/metrics-text.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Decision 0068: a process answering MAX_REQUESTS_IN_FLIGHT requests at once refuses the next one
 * with 503 before any work, and serves again once one of them ends. Requests are held in flight the
 * way a slow client holds them: headers sent, body still coming.
 */
const METRICS_TOKEN = 'metrics-token-of-the-shedding-test-0123';
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { MAX_REQUESTS_IN_FLIGHT: '2', METRICS_TOKEN } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

const login = { email: 'nadie@example.pe', password: 'NoEsLaClave1' };
const held = () => heldLogin(base, login);

const metrics = async () =>
  (await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
const inFlight = async () => sample(await metrics(), 'invierte_http_requests_in_flight');

describe('a process at its limit of requests in flight', () => {
  it('refuses one more call with 503 and Retry-After, still answers its probes and metrics, and serves again once one ends', async () => {
    const first = held();
    const second = held();
    await expect.poll(inFlight).toBe(2);

    const refused = await fetch(`${base}/api/products/free`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      status: 'error',
      code: 'SERVER_BUSY',
      message: errorCatalogue.SERVER_BUSY.message,
      errors: [],
    });
    // The balancer and Prometheus see a busy process, not a dead one.
    expect((await fetch(`${base}/api`)).status).toBe(200);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    const text = await metrics();
    expect(sample(text, 'invierte_http_requests_shed_total')).toBe(1);
    expect(sample(text, 'invierte_http_requests_in_flight')).toBe(2);

    first.finish();
    expect((await first.answered).status).toBe(401);
    expect((await fetch(`${base}/api/products/free`)).status).toBe(200);

    // A client that leaves before its answer frees its place too.
    const third = held();
    await expect.poll(inFlight).toBe(2);
    third.abort();
    await expect.poll(inFlight).toBe(1);
    second.finish();
    expect((await second.answered).status).toBe(401);
    await expect.poll(inFlight).toBe(0);
    expect(sample(await metrics(), 'invierte_http_requests_shed_total')).toBe(1);
  });
});
