import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens, nextIp } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens = await demoTokens(t, ['admin', 'participe']);
});
afterAll(async () => t?.close());

const get = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/ledger/reconciliation',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextIp(),
  });

describe('GET /api/admin/ledger/reconciliation', () => {
  it('answers the reconciliation to an administrator', async () => {
    const res = await get(tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ok: true,
      accountMismatches: [],
      unbalancedTransactions: [],
      cashWithoutItsFund: [],
    });
  });

  it('refuses an investor (403) and a guest (401)', async () => {
    const investor = await get(tokens.participe);
    expect(investor.statusCode).toBe(403);
    expect(investor.json().message).toBe('No tienes permiso para realizar esta acción.');
    expect((await get()).statusCode).toBe(401);
  });
});
