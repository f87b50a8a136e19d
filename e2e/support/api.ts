import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Journey } from './setup.ts';

/**
 * A seeded INTERESADO who holds nothing and has no request, as a first investment's journey needs
 * (every seeded account that holds quotas is a PARTICIPE). He has not yet answered the first login's
 * questionnaire: `interesadoPastQuestions` answers it.
 */
export const interesado = { email: 'nuevo@invierte.pe', password: 'Demo2026' };
const regularAnswers = {
  goal: 'income',
  horizon: '1to3y',
  risk: 'sell-part',
  experience: 'funds',
  income: '3to8k',
  wealth: '10to25',
};

/**
 * Calls the running product's API as a script would (the back office, or reaching a state whose
 * screens are covered elsewhere). Bound to the journey, read at call time: the product starts in
 * the spec's beforeAll.
 */
export function productApi(journey: { product: Pick<Journey['product'], 'baseUrl'> }) {
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
  /**
   * `interesado` past his first login: the questionnaire answered through the API. Returns his token.
   */
  async function interesadoPastQuestions(): Promise<string> {
    const token = await logIn(interesado.email, interesado.password);
    for (const [questionKey, answerKey] of Object.entries(regularAnswers))
      await data('POST', '/api/user/question', token, { questionKey, answerKey });
    return token;
  }
  return { call, data, logIn, interesadoPastQuestions };
}
