import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, newsletterSubscriptions, products, users } from '../../../db/schema.ts';
import { demoTokens } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { verifyAuditLog } from './verify-audit-log.ts';

/**
 * The audit log of back-office writes (docs/back-office.md, "Audit log"): each write leaves a row in
 * its own transaction with who, from where, what, before and after; the rows are chained by hash, so
 * a changed or removed row is found and named; nobody can change them through the database's rules.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'interesado']));
});
afterAll(async () => t?.close());

const callOn = (
  app: TestApp,
  token: string | null,
  method: 'GET' | 'DELETE' | 'POST',
  url: string,
  payload?: unknown,
) =>
  app.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'user-agent': 'vitest-audit' },
    remoteAddress: '203.0.113.7',
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const call = (token: string | null, method: 'GET' | 'DELETE' | 'POST', url: string, payload?: unknown) =>
  callOn(t, token, method, url, payload);
const lastRow = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const adminId = async () =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@invierte.pe')))[0]!.id;

/** Edits the table as someone with the database's keys would: around the append-only trigger. */
async function tamper(db: TestApp['db'], statement: ReturnType<typeof sql>) {
  await db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
  try {
    await db.execute(statement);
  } finally {
    await db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
  }
}

describe('every back-office write is recorded with who, where, what, before and after', () => {
  it('records a user disabled and enabled, a letter deleted, a product changed and a quota value published', async () => {
    const [luis] = await t.db.select().from(users).where(eq(users.email, 'interesado@invierte.pe'));
    const disable = await call(tokens.admin!, 'POST', '/api/admin/user/disabled', {
      userId: luis!.id,
      disabled: true,
    });
    expect(disable.statusCode, disable.body).toBe(200);
    expect(await lastRow()).toMatchObject({
      actorUserId: await adminId(),
      ip: '203.0.113.7',
      userAgent: 'vitest-audit',
      action: 'user.disable',
      entity: 'user',
      entityId: luis!.id,
      before: { disabled: false },
      after: { disabled: true },
    });
    await call(tokens.admin!, 'POST', '/api/admin/user/disabled', { userId: luis!.id, disabled: false });
    expect(await lastRow()).toMatchObject({ action: 'user.enable', after: { disabled: false } });

    const [letter] = await t.db
      .insert(newsletterSubscriptions)
      .values({ email: 'lector@example.pe', name: '', source: 'webapp', createdAt: new Date() })
      .returning();
    expect(
      (await call(tokens.admin!, 'DELETE', `/api/onboarding/letter/delete/${letter!.id}`)).statusCode,
    ).toBe(200);
    expect(await lastRow()).toMatchObject({
      action: 'letter.delete',
      entity: 'letter',
      entityId: letter!.id,
      // Whose entry it was stays readable after the row is gone.
      before: { id: letter!.id, email: 'lector@example.pe', name: '', source: 'webapp' },
      after: null,
    });

    const [fund] = await t.db.select().from(products).where(eq(products.slug, 'factoring-dolares'));
    const flag = await call(
      tokens.admin!,
      'POST',
      `/api/products/updateproductprivate?product_id=${fund!.id}&isInstitutional=true`,
    );
    expect(flag.statusCode, flag.body).toBe(200);
    expect(await lastRow()).toMatchObject({
      action: 'product.update',
      entityId: fund!.id,
      before: { isInstitutional: false },
      after: { isInstitutional: true },
    });

    const publish = await call(tokens.admin!, 'POST', `/api/admin/products/${fund!.id}/quota-values`, {
      valueDate: '2026-01-02',
      value: '123.45678901',
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(await lastRow()).toMatchObject({
      action: 'product.quota-value.publish',
      after: { valueDate: '2026-01-02', value: '123.45678901' },
    });

    // The seed published that day already: the value it replaced, under the same keys as the new one.
    expect((await lastRow())!.before).toEqual({
      valueDate: '2026-01-02',
      value: expect.stringMatching(/^\d+\.\d{8}$/),
    });
    expect(await verifyAuditLog(t.db)).toMatchObject({ ok: true, broken: null });
  });

  it('keeps one chain when writes race (on PostgreSQL they run on separate connections)', async () => {
    const [fund] = await t.db.select().from(products).where(eq(products.slug, 'mutuo-acreencias-soles'));
    const before = (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(tokens.admin!, 'POST', `/api/admin/products/${fund!.id}/quota-values`, {
          valueDate: `2025-03-${String(i + 1).padStart(2, '0')}`,
          value: `${100 + i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect((await t.db.select({ id: auditLog.id }).from(auditLog)).length).toBe(before + 12);
    expect(await verifyAuditLog(t.db)).toMatchObject({ ok: true, broken: null });
  });

  it('writes nothing for a refused write', async () => {
    const before = (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
    const refused = await call(
      tokens.admin!,
      'DELETE',
      '/api/onboarding/letter/delete/00000000-0000-4000-8000-000000000000',
    );
    expect(refused.statusCode).toBe(404);
    expect((await t.db.select({ id: auditLog.id }).from(auditLog)).length).toBe(before);
  });
});

describe('the log is searched and verified by whom the roles allow, and nobody edits it', () => {
  it('lists the newest first with the administrator’s name, filtered by entity', async () => {
    // Its own rows to find (tests do not lean on each other's writes): a user disabled and enabled
    // again, a newsletter entry deleted, a quota value published.
    const [luis] = await t.db.select().from(users).where(eq(users.email, 'interesado@invierte.pe'));
    for (const disabled of [true, false])
      expect(
        (await call(tokens.admin!, 'POST', '/api/admin/user/disabled', { userId: luis!.id, disabled }))
          .statusCode,
      ).toBe(200);
    const [letter] = await t.db
      .insert(newsletterSubscriptions)
      .values({ email: 'otro.lector@example.pe', name: '', source: 'webapp', createdAt: new Date() })
      .returning();
    await call(tokens.admin!, 'DELETE', `/api/onboarding/letter/delete/${letter!.id}`);
    const [fund] = await t.db.select().from(products).where(eq(products.slug, 'factoring-soles'));
    await call(tokens.admin!, 'POST', `/api/admin/products/${fund!.id}/quota-values`, {
      valueDate: '2025-04-02',
      value: '100',
    });
    const res = await call(tokens.admin!, 'GET', '/api/admin/audit?entity=user&limit=5');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items[0]).toMatchObject({
      action: 'user.enable',
      entity: 'user',
      // The row names whom it changed, not only by id.
      subject: 'Luis Quispe (interesado@invierte.pe)',
      actor: { email: 'admin@invierte.pe' },
    });
    expect(page.items.every((i: { entity: string }) => i.entity === 'user')).toBe(true);
    const funds = (await call(tokens.admin!, 'GET', '/api/admin/audit?entity=product&limit=50')).json().data;
    expect(funds.items.length).toBeGreaterThan(0);
    for (const item of funds.items)
      expect(item.subject, item.action).toMatch(/^[A-Z][A-Z-]* · .+ \((PEN|USD)\)$/);
    const letters = (await call(tokens.admin!, 'GET', '/api/admin/audit?entity=letter')).json().data;
    expect(letters.items[0].subject).toBeNull();
    // The disable above ended Luis's sessions: he signs in again, and is still no administrator.
    const { interesado } = await demoTokens(t, ['interesado']);
    expect((await call(interesado!, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/audit/verify')).statusCode).toBe(401);
  });

  it('lists by when each write happened, newest first, also where rows were written in another order', async () => {
    // A write whose time is a minute before the rows already there (a second process's clock behind,
    // the demo's back-dated stories): its id is the highest, its time is not.
    const [luis] = await t.db.select().from(users).where(eq(users.email, 'interesado@invierte.pe'));
    const realNow = t.clock.now;
    t.clock.now = new Date(Date.now() - 60_000);
    try {
      for (const disabled of [true, false])
        expect(
          (await call(tokens.admin!, 'POST', '/api/admin/user/disabled', { userId: luis!.id, disabled }))
            .statusCode,
        ).toBe(200);
    } finally {
      t.clock.now = realNow;
    }
    const byId = await t.db.select({ at: auditLog.at }).from(auditLog).orderBy(auditLog.id);
    expect(byId.some((row, i) => i > 0 && row.at < byId[i - 1]!.at)).toBe(true);

    const res = await call(tokens.admin!, 'GET', '/api/admin/audit?entity=user&limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const times = (res.json().data.items as Array<{ at: string }>).map((i) => i.at);
    expect(times.length).toBeGreaterThan(2);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses any UPDATE or DELETE of an audit row', async () => {
    const [fund] = await t.db.select().from(products).where(eq(products.slug, 'factoring-soles'));
    await call(tokens.admin!, 'POST', `/api/admin/products/${fund!.id}/quota-values`, {
      valueDate: '2025-04-01',
      value: '100',
    });
    const row = await lastRow();
    await expect(t.db.execute(sql`update audit_log set action = 'x' where id = ${row.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log where id = ${row.id}`)).rejects.toThrow();
    expect(await lastRow()).toEqual(row);
  });
});

describe('a changed or removed row is named', () => {
  // It breaks the chain on purpose: on a database of its own, so no other test finds it broken.
  let own: TestApp;
  let admin: string;
  const verify = async () => (await callOn(own, admin, 'GET', '/api/admin/audit/verify')).json().data;
  beforeAll(async () => {
    own = await createTestApp({ seed: true });
    admin = (await demoTokens(own, ['admin'])).admin!;
    // Rows of its own to break: four quota values published.
    const [fund] = await own.db.select().from(products).where(eq(products.slug, 'factoring-soles'));
    for (let day = 1; day <= 4; day++)
      expect(
        (
          await callOn(own, admin, 'POST', `/api/admin/products/${fund!.id}/quota-values`, {
            valueDate: `2025-05-0${day}`,
            value: `10${day}`,
          })
        ).statusCode,
      ).toBe(200);
  });
  afterAll(async () => own?.close());

  it('names the row someone changed, and the row after one someone deleted', async () => {
    expect(await verify()).toMatchObject({ ok: true, broken: null });
    const rows = await own.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const changed = rows[1]!;
    await tamper(
      own.db,
      sql`update audit_log set after = '{"disabled": "cambiado"}'::jsonb where id = ${changed.id}`,
    );
    const afterChange = await verify();
    expect(afterChange).toMatchObject({ ok: false, broken: { id: changed.id, reason: 'CHANGED' } });
    expect(afterChange.broken.message).toBe(
      `El registro ${changed.id} fue modificado: su contenido ya no corresponde a su huella.`,
    );
    // Put back as it was: the chain holds again.
    await tamper(
      own.db,
      sql`update audit_log set after = ${JSON.stringify(changed.after)}::jsonb where id = ${changed.id}`,
    );
    expect((await verifyAuditLog(own.db)).ok).toBe(true);

    await tamper(own.db, sql`delete from audit_log where id = ${rows[2]!.id}`);
    expect(await verifyAuditLog(own.db)).toMatchObject({
      ok: false,
      broken: { id: rows[3]!.id, reason: 'CHAIN' },
    });
  });
});
