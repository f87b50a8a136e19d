import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Journey } from './setup.ts';

/**
 * Calls the running product's API as a script would (the back office, or reaching a state whose
 * screens are covered elsewhere). Bound to the journey, read at call time: the product starts in
 * the spec's beforeAll.
 */
export function productApi(journey: Journey) {
  async function call(method: string, url: string, token: string | null, body?: unknown) {
    const res = await fetch(`${journey.product.baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        invierteApp: 'webapp',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        // A script's POST is one operation: money-moving calls require a key of their own.
        ...(method === 'POST' ? { 'idempotency-key': `e2e-${randomUUID()}` } : {}),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return { status: res.status, ok: res.ok, json: (await res.json()) as { data: unknown } };
  }
  /** The answer's `data`; fails the test when the call is refused. */
  async function data<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
    const res = await call(method, url, token, body);
    expect(res.ok, `${method} ${url}: ${JSON.stringify(res.json)}`).toBe(true);
    return res.json.data as T;
  }
  const logIn = async (email: string, password: string) =>
    (await data<{ accessToken: string }>('POST', '/api/auth/login', null, { email, password })).accessToken;
  return { call, data, logIn };
}
