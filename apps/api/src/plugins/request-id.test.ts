import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, onboardingIn, twoAdmins } from '../contexts/customers/onboarding-review/review-test-kit.ts';
import { mailOutbox } from '../db/schema.ts';
import { withRequestId } from '../shared/request-context.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loggerOptions } from './request-logging.ts';

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

  it('is on a line the process’s logger writes while the request’s work runs, once, and on no other', () => {
    const raw: string[] = [];
    const logger = pino(
      loggerOptions('info'),
      new Writable({
        write(chunk, _encoding, done) {
          raw.push(String(chunk));
          done();
        },
      }),
    );
    withRequestId('lb-0a1b2c3d4e5f', () => {
      logger.info('a use case’s line');
      logger.child({ requestId: 'lb-0a1b2c3d4e5f' }).info('the request’s own line');
    });
    logger.info('a timer’s line');
    expect(raw.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ msg: 'a use case’s line', requestId: 'lb-0a1b2c3d4e5f' }),
      expect.objectContaining({ msg: 'the request’s own line', requestId: 'lb-0a1b2c3d4e5f' }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
    // Bound once on the request's own logger, never added a second time to its lines.
    expect(raw[1]!.match(/"requestId"/g)).toHaveLength(1);
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
