import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, onboardingIn, twoAdmins } from '../contexts/customers/onboarding-review/review-test-kit.ts';
import { mailOutbox } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * One request id from the load balancer to the last log line of the work a request caused
 * (docs/deploy.md, "Logs"): taken from `x-request-id` when it is well formed, answered back, and
 * carried by the e-mail the request queued into the line of its sending by another process.
 */
let t: TestApp;
let req: ReturnType<typeof call>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  req = call(t);
  admin = (await twoAdmins(t)).maker;
});
afterAll(async () => t?.close());

const lines = (): Array<Record<string, unknown>> =>
  t.logs.flatMap((chunk) =>
    chunk
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>),
  );

describe('the request id', () => {
  it('is the balancer’s when well formed, answered back and on the request’s log line', async () => {
    const res = await req(null, 'GET', '/api/products/free', undefined, {
      'x-request-id': 'lb-4f2a9c81e0d7',
    });
    expect(res.headers['x-request-id']).toBe('lb-4f2a9c81e0d7');
    const line = lines().find((l) => l.requestId === 'lb-4f2a9c81e0d7');
    expect(line).toMatchObject({ msg: 'request completed', req: { url: '/api/products/free' } });
  });

  it('is a new one when the incoming id is malformed, and the malformed one is logged nowhere', async () => {
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'quote"inject\\n{}']) {
      const res = await req(null, 'GET', '/api/products/free', undefined, { 'x-request-id': bad });
      expect(res.statusCode).toBe(200);
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(lines().find((l) => l.requestId === id)).toMatchObject({ msg: 'request completed' });
      expect(t.logs.join('')).not.toContain(bad);
    }
  });

  it('follows an e-mail the request queued into the log line of its sending, later, by another process', async () => {
    // This process stops sending: the message waits in the outbox for another one.
    await t.ctx.mail.close();
    const { id } = await onboardingIn(t, 'IN_VERIFICATION');
    const requestId = 'lb-9d1e7b3a5c20';
    const res = await req(
      admin,
      'PUT',
      `/api/admin/onboarding/${id}/disapprove`,
      { reason: 'Los datos no pudieron verificarse.' },
      { 'x-request-id': requestId },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-request-id']).toBe(requestId);
    const [queued] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.requestId, requestId), eq(mailOutbox.status, 'QUEUED')));
    expect(queued).toBeDefined();
    expect(lines().filter((l) => l.msg === 'queued e-mail sent' && l.mailId === queued!.id)).toEqual([]);

    const other = await t.anotherProcess();
    other.app.appContext.mail.sendDue();
    await other.app.appContext.mail.settled();
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    expect(sent!.status).toBe('SENT');
    expect(lines().filter((l) => l.mailId === queued!.id)).toEqual([
      expect.objectContaining({ msg: 'queued e-mail sent', event: 'mail.sent', requestId }),
    ]);
  });
});
