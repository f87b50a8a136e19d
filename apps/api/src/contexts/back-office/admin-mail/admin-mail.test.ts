import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../../db/schema.ts';
import { demoTokens, nextIp } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let failedId: string;
let queuedId: string;
const FAR = new Date('2100-01-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'support', 'auditor', 'compliance', 'participe']));
  const body = {
    textBody: 'Pagamos tu rescate.',
    htmlBody: '<p>Pagamos tu rescate.</p>',
    provider: 'outbox',
  };
  const rows = await t.db
    .insert(mailOutbox)
    .values([
      {
        ...body,
        toAddress: 'fallo.correo@example.pe',
        subject: 'Tu rescate fue pagado',
        status: 'FAILED',
        attempts: 8,
        lastError: 'connect ECONNREFUSED 10.0.0.5:587',
        nextAttemptAt: FAR,
        createdAt: new Date('2026-03-01T15:00:00Z'),
      },
      {
        ...body,
        toAddress: 'cola.correo@example.pe',
        subject: 'Tu rescate fue pagado',
        status: 'QUEUED',
        attempts: 2,
        lastError: 'timeout',
        nextAttemptAt: FAR,
        createdAt: new Date('2026-03-01T15:00:01Z'),
      },
      {
        ...body,
        toAddress: 'enviado.correo@example.pe',
        subject: 'Recibimos tu solicitud de rescate',
        status: 'SENT',
        attempts: 1,
        sentAt: new Date('2026-03-01T15:00:03Z'),
        createdAt: new Date('2026-03-01T15:00:02Z'),
      },
    ])
    .returning({ id: mailOutbox.id, to: mailOutbox.toAddress });
  failedId = rows.find((r) => r.to.startsWith('fallo'))!.id;
  queuedId = rows.find((r) => r.to.startsWith('cola'))!.id;
});
afterAll(async () => t?.close());

const call = (token: string | null, method: 'GET' | 'POST', url: string) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextIp(),
  });

describe('GET /api/admin/mail', () => {
  it('lists the e-mails newest first with their tries and last error, never their bodies', async () => {
    const res = await call(tokens.admin!, 'GET', '/api/admin/mail?search=.correo@example.pe');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    expect(list).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(list.items.map((m: { to: string }) => m.to)).toEqual([
      'enviado.correo@example.pe',
      'cola.correo@example.pe',
      'fallo.correo@example.pe',
    ]);
    expect(list.items[2]).toEqual({
      id: failedId,
      to: 'fallo.correo@example.pe',
      subject: 'Tu rescate fue pagado',
      status: 'FAILED',
      attempts: 8,
      createdAt: '2026-03-01T15:00:00.000Z',
      sentAt: null,
      nextAttemptAt: null,
      lastError: 'connect ECONNREFUSED 10.0.0.5:587',
    });
    expect(list.items[1]).toMatchObject({ status: 'QUEUED', nextAttemptAt: FAR.toISOString() });
    expect(res.body).not.toContain('Pagamos tu rescate');
    expect(list.counts.FAILED).toBeGreaterThanOrEqual(1);
    expect(list.counts.QUEUED).toBeGreaterThanOrEqual(1);
  });

  it('counts the one try of a message sent at once, so a sent e-mail never reads "0 intentos"', async () => {
    await t.app.appContext.mail.send({
      to: 'directo.correo@example.pe',
      subject: 'Tu código de verificación',
      text: 'Tu código es 123456.',
      html: '<p>Tu código es 123456.</p>',
    });
    const list = (await call(tokens.admin!, 'GET', '/api/admin/mail?search=directo.correo@example.pe')).json()
      .data;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('filters by status and by subject', async () => {
    const failed = (await call(tokens.admin!, 'GET', '/api/admin/mail?status=FAILED')).json().data;
    expect(failed.items.map((m: { id: string }) => m.id)).toContain(failedId);
    expect(failed.items.every((m: { status: string }) => m.status === 'FAILED')).toBe(true);
    const bySubject = (
      await call(tokens.admin!, 'GET', '/api/admin/mail?search=solicitud de rescate&status=SENT')
    ).json().data;
    expect(bySubject.items.map((m: { to: string }) => m.to)).toContain('enviado.correo@example.pe');
    const bad = await call(tokens.admin!, 'GET', '/api/admin/mail?status=LOST');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Estado no válido: QUEUED, SENT o FAILED.');
  });

  it('is for whom the roles let read it: support and the auditor yes, compliance and investors no', async () => {
    for (const who of ['support', 'auditor'])
      expect((await call(tokens[who]!, 'GET', '/api/admin/mail')).statusCode, who).toBe(200);
    for (const who of ['compliance', 'participe'])
      expect((await call(tokens[who]!, 'GET', '/api/admin/mail')).statusCode, who).toBe(403);
    expect((await call(null, 'GET', '/api/admin/mail')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/mail/{id}/retry', () => {
  it('refuses the read-only auditor and anything but a failed e-mail, changing nothing', async () => {
    expect((await call(tokens.auditor!, 'POST', `/api/admin/mail/${failedId}/retry`)).statusCode).toBe(403);
    const queued = await call(tokens.admin!, 'POST', `/api/admin/mail/${queuedId}/retry`);
    expect(queued.statusCode).toBe(409);
    expect(queued.json().message).toBe('Este correo ya está en cola: se enviará solo.');
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, queuedId));
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 2 });
    const missing = await call(
      tokens.admin!,
      'POST',
      '/api/admin/mail/3f1c7a52-7d0e-4a53-9a3e-0c9b2f1d4e55/retry',
    );
    expect(missing.statusCode).toBe(404);
    expect((await call(tokens.admin!, 'POST', '/api/admin/mail/no-es-un-id/retry')).statusCode).toBe(400);
  });

  it('queues a failed e-mail again and sends it once; a second retry is refused', async () => {
    const res = await call(tokens.support!, 'POST', `/api/admin/mail/${failedId}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: failedId, status: 'QUEUED', attempts: 0 });
    const sent = await t.lastMailTo('fallo.correo@example.pe');
    expect(sent).toContain('Subject: Tu rescate fue pagado');
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, failedId));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.retry'), eq(auditLog.entityId, failedId)));
    expect(audit?.before).toMatchObject({ status: 'FAILED', attempts: 8 });

    const again = await call(tokens.support!, 'POST', `/api/admin/mail/${failedId}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este correo ya se envió: reenviarlo lo haría llegar dos veces.');
  });
});
