import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  AFTER_CUTOFF,
  holder,
  publishTestValues,
} from '../contexts/portfolio/rescues/rescues.test-kit.ts';
import { demoTokens } from '../test/accounts.ts';
import { openLiveReady, type TestLiveSocket } from '../test/live-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** The use cases announce their changes on the live channel once they have committed (decision 0030). */
let t: TestApp;
let h: Awaited<ReturnType<typeof holder>>;
let admin: Awaited<ReturnType<typeof adminApi>>;
let adminToken: string;
let fundId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  fundId = await publishTestValues(t, 'mutuo-acreencias-soles');
  h = await holder(t, { id: fundId, currency: 'PEN' }, '100');
  t.clock.now = AFTER_CUTOFF;
  admin = await adminApi(t);
  adminToken = (await demoTokens(t, ['admin'])).admin!;
}, 60_000);
afterAll(async () => t?.close());

/** The kinds of the events a socket hears within a short while, in order. */
const kindsHeard = async (live: TestLiveSocket) => {
  const kinds: string[] = [];
  for (let m = await live.next(); m; m = await live.next(300)) if (m.type === 'event') kinds.push(m.kind);
  return kinds;
};

describe('live events raised by the use cases', () => {
  it('a rescue asked for and then paid reaches its investor and the back office', async () => {
    const investor = await openLiveReady(t.app, h.token);
    const office = await openLiveReady(t.app, adminToken);
    const asked = await h.api.post('/api/rescues', {
      productId: fundId,
      quotas: '2',
      bankAccountId: h.bankAccountId,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await kindsHeard(investor)).toEqual(['request-changed']);
    expect(await kindsHeard(office)).toEqual(['back-office-queue-changed']);

    const paid = await admin.post(`/api/admin/rescues/${asked.json().data.id as string}/settle`);
    expect(paid.statusCode).toBe(200);
    expect((await kindsHeard(investor)).sort()).toEqual(['alert-created', 'rescue-paid']);
    expect(await kindsHeard(office)).toEqual(['back-office-queue-changed']);
    investor.socket.close();
    office.socket.close();
  });
});
