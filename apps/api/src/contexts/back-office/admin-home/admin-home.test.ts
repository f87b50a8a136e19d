import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.ts';
import { demoTokens } from '../../../test/accounts.ts';
import { newInvestor, createOnboarding } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditAnchors } from '../../audit/audit/audit-anchors.ts';
import { verifyAuditLog } from '../../audit/audit/verify-audit-log.ts';
import { call, onboardingIn } from '../../customers/onboarding-review/review-test-kit.ts';

let t: TestApp;
let req: ReturnType<typeof call>;
const tokens: Record<string, string> = {};
const URL = '/api/admin/home/queues';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  req = call(t);
  Object.assign(tokens, await demoTokens(t, ['admin', 'compliance', 'support', 'auditor', 'interesado']));
});
afterAll(() => t.close());

const queues = async (who: string) => {
  const res = await req(tokens[who]!, 'GET', URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /api/admin/home/queues', () => {
  it("shows each role its own work: support's queue and disabled accounts, compliance's held requests", async () => {
    const before = {
      support: (await queues('support')).support,
      compliance: (await queues('compliance')).compliance,
    };

    // A request the investor asked to cancel, an investor whose account was disabled…
    await onboardingIn(t, 'WAITING_FOR_CANCEL');
    const disabled = await newInvestor(t);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.documentNumber, disabled.dni));
    // …and a request held because compliance put its investor on the restricted list.
    const held = await newInvestor(t);
    await createOnboarding(t, held.token);
    const listed = await req(tokens.compliance!, 'POST', '/api/admin/onboarding/restricted-persons', {
      documentType: 'DNI',
      documentNumber: held.dni,
      reason: 'Coincidencia con la lista de la UIF',
    });
    expect(listed.statusCode, listed.body).toBe(201);

    const support = (await queues('support')).support;
    expect(support).toEqual({
      cancelRequests: before.support.cancelRequests + 1,
      disabledInvestors: before.support.disabledInvestors + 1,
    });
    const compliance = (await queues('compliance')).compliance;
    expect(compliance.held).toBe(before.compliance.held + 1);
    expect(compliance.latestHeld[0]).toMatchObject({
      documentNumber: held.dni,
      heldAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(compliance.latestHeld.length).toBeLessThanOrEqual(3);

    // A profile gets only the parts its permissions open.
    expect((await queues('support')).compliance).toBeNull();
    expect((await queues('compliance')).support).toBeNull();
    // The auditor reads the support queue and the users, but holds no restricted-list write.
    expect(await queues('auditor')).toMatchObject({ support: support, compliance: null });
    expect(await queues('admin')).toMatchObject({ support, compliance });
  });

  it("shows the auditor the chain's last verification: its signed anchor, once one was written", async () => {
    expect((await queues('auditor')).audit).toEqual({ lastAnchor: null });
    expect((await queues('support')).audit).toBeNull();
    // What the API's timer and `npm run audit:verify` do: verify the whole chain, then sign its head.
    const at = new Date('2026-11-28T21:30:00.000Z');
    const verified = await verifyAuditLog(t.db, {
      anchors: auditAnchors(t.config),
      anchorHead: true,
      now: at,
    });
    expect(verified.ok).toBe(true);
    expect((await queues('auditor')).audit).toEqual({
      lastAnchor: { at: at.toISOString(), rows: verified.rows, signed: true },
    });
  });

  it('refuses investors and anonymous callers', async () => {
    expect((await req(tokens.interesado!, 'GET', URL)).statusCode).toBe(403);
    expect((await req(null, 'GET', URL)).statusCode).toBe(401);
  });
});
