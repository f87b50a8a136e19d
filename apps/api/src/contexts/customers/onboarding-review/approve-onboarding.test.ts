import {
  applicableQuotaDay,
  formatQuotas,
  formatQuotaValue,
  quotasForAmount,
  type OnboardingState,
} from '@invierte/domain';
import { and, desc, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerAccounts,
  movements,
  investments,
  onboardings,
  quotaValues,
  userAlerts,
  users,
} from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { reconcileLedger } from '../../ledger/ledger/reconcile-ledger.ts';
import { call, expectError, moneySnapshot, onboardingIn, twoAdmins } from './review-test-kit.ts';

let t: TestApp;
let req: ReturnType<typeof call>;
let maker: string;
let checker: string;
const url = '/api/admin/onboarding/approve';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  req = call(t);
  ({ maker, checker } = await twoAdmins(t));
});
afterAll(async () => t?.close());

async function expectedPrice(onboardingId: string) {
  const [o] = await t.db.select().from(onboardings).where(eq(onboardings.id, onboardingId));
  const [q] = await t.db
    .select()
    .from(quotaValues)
    .where(
      and(
        eq(quotaValues.productId, o!.productId),
        lte(quotaValues.valueDate, applicableQuotaDay(t.clock.now)),
      ),
    )
    .orderBy(desc(quotaValues.valueDate))
    .limit(1);
  return { value: q!.value, valueDate: q!.valueDate, userId: o!.userId, productId: o!.productId };
}

async function positionOf(userId: string, productId: string) {
  const [p] = await t.db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'POSITION'),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.productId, productId),
      ),
    );
  return p;
}

describe('POST /api/admin/onboarding/approve (maker-checker)', () => {
  it('prepares at the applicable day’s price, then a second administrator credits the quotas once', async () => {
    const { id, investor } = await onboardingIn(t, 'IN_VERIFICATION', '1500.00');
    const price = await expectedPrice(id);
    const quotas = quotasForAmount('1500.00', price.value);

    const prepared = await req(maker, 'POST', url, { idOnboarding: id });
    expect(prepared.statusCode).toBe(201);
    expect(prepared.json().data).toMatchObject({
      state: 'IN_VERIFICATION',
      step: 'PREPARED',
      approval: {
        status: 'PREPARED',
        amount: '1500.00',
        quotaValue: price.value,
        quotaValueDate: price.valueDate,
        quotas,
      },
    });
    expect(await positionOf(price.userId, price.productId)).toBeUndefined();

    const before = await moneySnapshot(t, id);
    const self = await req(maker, 'POST', url, { idOnboarding: id });
    expectError(
      self,
      403,
      'Otro administrador debe confirmar esta aprobación: quien la preparó no puede confirmarla.',
    );
    expect(await moneySnapshot(t, id)).toEqual(before);

    const executed = await req(checker, 'POST', url, { idOnboarding: id });
    expect(executed.statusCode).toBe(200);
    expect(executed.json().data).toMatchObject({
      state: 'APPROVED',
      step: 'EXECUTED',
      approval: { status: 'EXECUTED', quotas },
    });

    const position = await positionOf(price.userId, price.productId);
    expect(position).toMatchObject({ posted: quotas, reserved: '0.00000000' });
    const [user] = await t.db.select().from(users).where(eq(users.id, price.userId));
    expect(user!.profile).toBe('PARTICIPE');
    const record = await t.db
      .select()
      .from(movements)
      .innerJoin(investments, eq(investments.id, movements.investmentId))
      .where(eq(investments.userId, price.userId));
    expect(
      record.map((r) => [r.movements.type, r.movements.status, r.movements.amount, r.movements.quotas]),
    ).toEqual([['SUBSCRIPTION', 'APPROVED', '1500.00', quotas]]);
    const mail = await t.lastMailTo(user!.email);
    expect(mail).toContain('aprobada');
    expect(mail).toContain(formatQuotas(quotas));
    const alerts = await t.db.select().from(userAlerts).where(eq(userAlerts.userId, price.userId));
    expect(alerts.map((a) => [a.kind, a.title, a.link])).toEqual([
      ['ONBOARDING_APPROVED', '¡Tu inversión fue aprobada!', '/participe'],
    ]);
    // The alert names the value that priced the quotas and its day, not the onboarding's reference.
    const [y, m, d] = price.valueDate.split('-');
    expect(alerts[0]!.message).toContain(`Recibiste ${formatQuotas(quotas)} cuotas de`);
    expect(alerts[0]!.message).toContain(
      `, al valor cuota del ${d}/${m}/${y} (${formatQuotaValue(price.value, 'S/')}).`,
    );
    // Her movements list shows the subscription at the value that priced it, named by its day.
    const listed = await req(investor.token, 'GET', '/api/portfolio/movements/list');
    expect(listed.json().data.items).toEqual([
      expect.objectContaining({
        type: 'SUBSCRIPTION',
        quotas,
        quotaValue: price.value,
        quotaValueDate: price.valueDate,
      }),
    ]);
    // The audit log names who prepared the approval and who executed it, not only by their ids.
    const logged = await req(
      checker,
      'GET',
      `/api/admin/audit?entityId=${id}&action=onboarding.approval.confirm`,
    );
    const [confirmed] = logged.json().data.items;
    const { makerId } = confirmed.before.approval;
    const { checkerId } = confirmed.after.approval;
    const nameOf = async (userId: string) => {
      const [u] = await t.db.select().from(users).where(eq(users.id, userId));
      return `${u!.name} ${u!.lastName}`;
    };
    expect(makerId).not.toBe(checkerId);
    expect(confirmed.people).toEqual({
      [makerId]: await nameOf(makerId),
      [checkerId]: await nameOf(checkerId),
    });
    expect(confirmed.actor.id).toBe(checkerId);
    expect((await reconcileLedger(t.db)).ok).toBe(true);

    const again = await req(checker, 'POST', url, { idOnboarding: id });
    expectError(again, 409, 'Esta solicitud ya fue aprobada.');
    expect((await positionOf(price.userId, price.productId))?.posted).toBe(quotas);
  });

  it('replays the first answer for the same Idempotency-Key and refuses the key with another body', async () => {
    const { id } = await onboardingIn(t, 'IN_VERIFICATION', '2000.00');
    const other = await onboardingIn(t, 'IN_VERIFICATION', '1000.00');
    expect((await req(maker, 'POST', url, { idOnboarding: id })).statusCode).toBe(201);
    const headers = { 'idempotency-key': `confirm-${id}` };
    const first = await req(checker, 'POST', url, { idOnboarding: id }, headers);
    expect(first.statusCode).toBe(200);
    const replay = await req(checker, 'POST', url, { idOnboarding: id }, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const before = await moneySnapshot(t, other.id);
    const misuse = await req(checker, 'POST', url, { idOnboarding: other.id }, headers);
    expectError(
      misuse,
      409,
      'Esta clave Idempotency-Key ya se usó con otra solicitud. Usa una clave nueva para una operación distinta.',
    );
    expect(await moneySnapshot(t, other.id)).toEqual(before);
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  });

  it('refuses out-of-order approvals with a clear Spanish message and changes nothing', async () => {
    const cases: Array<[OnboardingState, string]> = [
      ['CANCELED', 'Esta solicitud fue cancelada.'],
      ['PENDING_DEPOSIT', 'Esta solicitud no tiene un depósito pendiente de verificación.'],
      ['WAITING_FOR_APPROVAL', 'Esta solicitud no tiene un depósito pendiente de verificación.'],
      ['DISAPPROVED', 'Esta solicitud no fue aprobada.'],
    ];
    for (const [state, message] of cases) {
      const { id } = await onboardingIn(t, state);
      const before = await moneySnapshot(t, id);
      expectError(await req(maker, 'POST', url, { idOnboarding: id }), 409, message);
      expect(await moneySnapshot(t, id)).toEqual(before);
    }
  });

  it('refuses an investor (403), a guest (401), an unknown onboarding (404) and a bad body (400)', async () => {
    const { id, investor } = await onboardingIn(t, 'IN_VERIFICATION');
    const before = await moneySnapshot(t, id);
    expect((await req(investor.token, 'POST', url, { idOnboarding: id })).statusCode).toBe(403);
    expect((await req(null, 'POST', url, { idOnboarding: id })).statusCode).toBe(401);
    expect(
      (await req(maker, 'POST', url, { idOnboarding: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expectError(await req(maker, 'POST', url, { idOnboarding: 'x' }), 400, 'Solicitud no válida.');
    expect(await moneySnapshot(t, id)).toEqual(before);
  });

  it('re-prices a preparation whose applicable day has passed instead of confirming it', async () => {
    const { id } = await onboardingIn(t, 'IN_VERIFICATION');
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() - 2 * 24 * 60 * 60 * 1000);
    expect((await req(maker, 'POST', url, { idOnboarding: id })).statusCode).toBe(201);
    t.clock.now = saved;
    const repriced = await req(checker, 'POST', url, { idOnboarding: id });
    expect(repriced.statusCode).toBe(201);
    expect(repriced.json().data.approval).toMatchObject({
      status: 'PREPARED',
      applicableDay: applicableQuotaDay(saved),
    });
    // The one who re-priced is now the maker: the first administrator confirms.
    expect((await req(maker, 'POST', url, { idOnboarding: id })).statusCode).toBe(200);
  });

  it.skipIf(!onPostgres)('credits once when two confirmations race (PostgreSQL)', async () => {
    const { id } = await onboardingIn(t, 'IN_VERIFICATION', '1200.00');
    const price = await expectedPrice(id);
    expect((await req(maker, 'POST', url, { idOnboarding: id })).statusCode).toBe(201);
    const results = await Promise.all([
      req(checker, 'POST', url, { idOnboarding: id }),
      req(checker, 'POST', url, { idOnboarding: id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await positionOf(price.userId, price.productId))?.posted).toBe(
      quotasForAmount('1200.00', price.value),
    );
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  });
});
