import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema.ts';
import { demoTokens } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditAnchors, type AnchorStore, type SignedAnchor } from './audit-anchors.ts';
import { auditHash } from './audit-hash.ts';
import { recordAudit } from './record-audit.ts';
import { verifyAuditLog } from './verify-audit-log.ts';

/**
 * The audit chain anchored outside the database (docs/back-office.md, "Audit log"): its head signed
 * with a key the database never holds and appended to a store of its own. The chain alone cannot tell
 * its newest rows deleted, or a row changed with every later hash recomputed; against the anchors,
 * the verification names both.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await demoTokens(t, ['admin'])).admin!;
});
afterAll(async () => t?.close());

const write = (n: number) =>
  t.db.transaction((tx) =>
    recordAudit(tx, {
      actorUserId: null as unknown as string,
      client: { ip: '203.0.113.9', userAgent: 'vitest-anchors' },
      action: 'test.write',
      entity: 'test',
      entityId: String(n),
      after: { n },
      at: new Date(),
    }),
  );
const rows = () => t.db.select().from(auditLog).orderBy(asc(auditLog.id));

/** Edits the log as someone with the database's keys would: around its trigger. */
async function tamper(statement: ReturnType<typeof sql>) {
  await t.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
  try {
    await t.db.execute(statement);
  } finally {
    await t.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
  }
}

/** Sets a row's `after` and recomputes its hash and every later one, so the chain itself holds. */
async function rewriteFrom(id: number, after: Record<string, unknown> | null) {
  await tamper(sql`update audit_log set after = ${JSON.stringify(after)}::jsonb where id = ${id}`);
  let prev: string | null = null;
  for (const row of await rows()) {
    if (row.id < id) {
      prev = row.hash;
      continue;
    }
    const prevHash = prev ?? row.prevHash;
    const hash = auditHash(prevHash, row);
    await tamper(sql`update audit_log set prev_hash = ${prevHash}, hash = ${hash} where id = ${row.id}`);
    prev = hash;
  }
}

const verifyCall = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/verify',
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json().data;

describe('signed anchors of the audit chain', () => {
  it('signs the verified head into DATA_DIR/audit-anchors with a key file outside the database', async () => {
    for (const n of [1, 2, 3]) await write(n);
    const anchors = auditAnchors(t.config);
    const head = (await rows()).at(-1)!;
    const first = await verifyAuditLog(t.db, { anchors, anchorHead: true });
    expect(first).toMatchObject({ ok: true, broken: null, anchor: { id: head.id } });
    const file = path.join(t.config.dataDir, 'audit-anchors', 'anchors.jsonl');
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      id: head.id,
      hash: head.hash,
      signature: expect.any(String),
    });
    expect(existsSync(path.join(t.config.dataDir, 'audit-anchor-key.pem'))).toBe(true);
    // An unchanged head is not anchored twice; the screen's answer names the anchor.
    await verifyAuditLog(t.db, { anchors, anchorHead: true });
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1);
    expect(await verifyCall()).toMatchObject({ ok: true, anchor: { id: head.id, rows: first.rows } });
  });

  it('refuses an anchor whose signature is not the key’s', async () => {
    const anchors = auditAnchors(t.config);
    const [real] = await anchors.store.list();
    const forged: SignedAnchor[] = [{ ...real!, hash: 'f'.repeat(64) }];
    const store: AnchorStore = { append: async () => undefined, list: async () => forged };
    expect(await verifyAuditLog(t.db, { anchors: auditAnchors(t.config, store) })).toMatchObject({
      ok: false,
      broken: { id: real!.id, reason: 'ANCHOR' },
    });
  });

  it('names the chain recomputed after a row was changed, which the chain alone calls intact', async () => {
    const anchors = auditAnchors(t.config);
    const [anchor] = await anchors.store.list();
    const target = (await rows()).find((r) => r.entityId === '2')!;
    await rewriteFrom(target.id, { n: 'cambiado' });
    expect(await verifyAuditLog(t.db)).toMatchObject({ ok: true });
    const report = await verifyCall();
    expect(report).toMatchObject({ ok: false, broken: { id: anchor!.id, reason: 'RECOMPUTED' } });
    expect(report.broken.message).toMatch(
      new RegExp(
        `^El registro ${anchor!.id} no coincide con el ancla firmada del .+: la cadena de huellas fue recalculada después de cambiar o borrar registros\\.$`,
      ),
    );
    // Put back as it was: the anchors agree again.
    await rewriteFrom(target.id, { n: 2 });
    expect(await verifyCall()).toMatchObject({ ok: true, broken: null });
  });

  it('names the newest rows deleted, which the chain alone calls intact', async () => {
    for (const n of [4, 5]) await write(n);
    const anchors = auditAnchors(t.config);
    const anchored = await verifyAuditLog(t.db, { anchors, anchorHead: true });
    const all = await rows();
    expect(anchored.anchor?.id).toBe(all.at(-1)!.id);
    const kept = all.at(-3)!;
    await tamper(sql`delete from audit_log where id > ${kept.id}`);
    expect(await verifyAuditLog(t.db)).toMatchObject({ ok: true });
    const report = await verifyCall();
    expect(report).toMatchObject({ ok: false, broken: { id: all.at(-1)!.id, reason: 'TRUNCATED' } });
    expect(report.broken.message).toMatch(
      new RegExp(
        `^Faltan los registros más recientes: el ancla firmada del .+ llega hasta el registro ${all.at(-1)!.id}, pero el registro de auditoría termina en el ${kept.id}\\.$`,
      ),
    );
  });
});
