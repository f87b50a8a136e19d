import { defineEndpoint } from '@invierte/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callEndpoint, endpointUrl } from './call-endpoint';
import { saveSession } from './session';
import { fakeApi, success } from './test-utils';

// Made-up declarations: the client's rules, not one context's calls.
const settle = defineEndpoint({
  method: 'POST',
  path: '/api/things/:id/settle',
  summary: 'Liquidar',
  tags: ['test'],
  access: 'session',
  params: z.object({ id: z.string() }),
  body: z.object({ note: z.string() }),
  answer: z.object({ settled: z.boolean() }),
  refusals: [400, 401, 404],
  idempotent: true,
});
const list = defineEndpoint({
  method: 'GET',
  path: '/api/things',
  summary: 'Listar',
  tags: ['test'],
  access: 'public',
  query: z.object({ page: z.number().optional(), status: z.array(z.string()).optional() }),
  answer: z.array(z.string()),
  refusals: [400],
});

beforeEach(() => {
  localStorage.clear();
  saveSession({ accessToken: 'access-1' });
});
afterEach(() => vi.unstubAllGlobals());

describe('endpointUrl', () => {
  it('fills and encodes the path parameters', () => {
    expect(endpointUrl(settle, { params: { id: 'a/b c' } })).toBe('/api/things/a%2Fb%20c/settle');
  });

  it('refuses a missing path parameter instead of calling a wrong URL', () => {
    expect(() => endpointUrl(settle, {})).toThrow(/Missing path parameter "id"/);
  });

  it('serialises the query, leaving out empty values and repeating array keys', () => {
    expect(endpointUrl(list, { query: { page: 2, status: ['A', 'B'] } })).toBe(
      '/api/things?page=2&status=A&status=B',
    );
    expect(endpointUrl(list, { query: { page: undefined } })).toBe('/api/things');
  });
});

describe('callEndpoint', () => {
  it('sends the declared method, the body and the Idempotency-Key, and answers the data', async () => {
    const api = fakeApi({ 'POST /api/things/t%231/settle': () => success({ settled: true }) });
    const answer = await callEndpoint(settle, {
      params: { id: 't#1' },
      body: { note: 'ok' },
      idempotencyKey: 'key-1',
    });
    expect(answer.settled).toBe(true);
    const [call] = api.calls('POST /api/things/t%231/settle');
    expect(call?.body).toEqual({ note: 'ok' });
    expect(call?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(call?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('calls an endpoint without a request with no body at all', async () => {
    const api = fakeApi({ 'GET /api/things': () => success(['x']) });
    expect(await callEndpoint(list)).toEqual(['x']);
    expect(api.calls('GET /api/things')[0]?.body).toBeNull();
  });
});
