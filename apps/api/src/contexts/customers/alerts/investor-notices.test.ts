import { formatMoney } from '@invierte/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, onboardings, quotaValues, userAlerts, users } from '../../../db/schema.ts';
import { nextIp } from '../../../test/accounts.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { client, createOnboarding, forceState, newInvestor, productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, onboardingIn, twoAdmins } from '../onboarding-review/review-test-kit.ts';
import { postQuotaValue } from '../../catalogue/products/post-quota-value.ts';
import { AFTER_CUTOFF, holder, publishTestValues } from '../../portfolio/rescues/rescues.test-kit.ts';

/**
 * Every change the investor waits on reaches her twice, written with the change (decision 0022): an
 * alert under the bell and an e-mail with the link to what she does next. A refused change leaves
 * neither.
 */
let t: TestApp;
let req: ReturnType<typeof call>;
let maker: string;
let checker: string;
const base = '/api/admin/onboarding';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  req = call(t);
  ({ maker, checker } = await twoAdmins(t));
});
afterAll(async () => t?.close());

interface Notices {
  alerts: Array<{ id: string; kind: string; title: string; message: string; link: string }>;
  mails: Array<{ id: string; subject: string; text: string; status: string }>;
}

async function emailOf(userId: string): Promise<string> {
  const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user!.email;
}

/** What the investor has been told so far: her alerts and her e-mails once the sender is done. */
async function noticesOf(userId: string): Promise<Notices> {
  await t.ctx.mail.settled();
  const alerts = await t.db
    .select({
      id: userAlerts.id,
      kind: userAlerts.kind,
      title: userAlerts.title,
      message: userAlerts.message,
      link: userAlerts.link,
    })
    .from(userAlerts)
    .where(eq(userAlerts.userId, userId))
    .orderBy(asc(userAlerts.createdAt));
  const mails = await t.db
    .select({
      id: mailOutbox.id,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      status: mailOutbox.status,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, await emailOf(userId)))
    .orderBy(asc(mailOutbox.createdAt));
  return { alerts, mails };
}

/** Runs `change`, then answers what it told the investor (only what is new, without the ids). */
async function toldBy(userId: string, change: () => Promise<void>) {
  const before = await noticesOf(userId);
  const seen = new Set([...before.alerts, ...before.mails].map((n) => n.id));
  await change();
  const after = await noticesOf(userId);
  const fresh = <T extends { id: string }>(rows: T[]) =>
    rows.filter((r) => !seen.has(r.id)).map(({ id: _id, ...rest }) => rest);
  return { alerts: fresh(after.alerts), mails: fresh(after.mails) };
}

async function ownerOf(onboardingId: string): Promise<string> {
  const [row] = await t.db
    .select({ userId: onboardings.userId })
    .from(onboardings)
    .where(eq(onboardings.id, onboardingId));
  return row!.userId;
}

const link = (path: string) => `${t.config.publicUrl}${path}`;

describe('the request under review', () => {
  it('signature approved: alert and e-mail lead to step 3; approving again is refused and tells nothing', async () => {
    const { id } = await onboardingIn(t, 'WAITING_FOR_APPROVAL');
    const userId = await ownerOf(id);
    const step3 = `/onboarding/${id}/step-3/deposit`;
    const told = await toldBy(userId, async () => {
      expect((await req(maker, 'PUT', `${base}/signing/${id}/approve`, {})).statusCode).toBe(200);
    });
    expect(told.alerts).toEqual([
      {
        kind: 'SIGNING_APPROVED',
        title: 'Aprobamos tu firma',
        message: 'Ya puedes hacer tu depósito para Factoring: transfiere y envíanos el comprobante.',
        link: step3,
      },
    ]);
    expect(told.mails).toHaveLength(1);
    expect(told.mails[0]).toMatchObject({
      subject: 'Aprobamos tu firma: ya puedes hacer tu depósito',
      status: 'SENT',
    });
    expect(told.mails[0]!.text).toContain('Revisamos y aprobamos la firma de tu contrato de Factoring.');
    expect(told.mails[0]!.text).toContain(link(step3));
    // The .eml the built-in provider wrote carries the same link.
    const eml = (await t.lastMailTo(await emailOf(userId))).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(eml).toContain(link(step3));

    const refused = await toldBy(userId, async () => {
      expect((await req(maker, 'PUT', `${base}/signing/${id}/approve`, {})).statusCode).toBe(409);
    });
    expect(refused).toEqual({ alerts: [], mails: [] });
  });

  it('signature refused: alert and e-mail say why and lead back to step 2', async () => {
    const { id } = await onboardingIn(t, 'WAITING_FOR_APPROVAL');
    const userId = await ownerOf(id);
    const told = await toldBy(userId, async () => {
      const res = await req(maker, 'PUT', `${base}/signing/${id}/reject`, {
        reason: 'La firma no coincide con tu documento.',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(told.alerts).toEqual([
      {
        kind: 'SIGNING_REJECTED',
        title: 'Firma tu contrato de nuevo',
        message:
          'No pudimos validar la firma de tu contrato de Factoring. Motivo: La firma no coincide con tu documento.',
        link: `/onboarding/${id}/step-2/documents`,
      },
    ]);
    expect(told.mails.map((m) => m.subject)).toEqual(['Necesitamos que firmes tu contrato de nuevo']);
    expect(told.mails[0]!.text).toContain('Motivo: La firma no coincide con tu documento.');
    expect(told.mails[0]!.text).toContain(link(`/onboarding/${id}/step-2/documents`));
  });

  it('deposit received: the voucher registered tells her it is being verified; a refused one tells nothing', async () => {
    const investor = await newInvestor(t);
    const id = await createOnboarding(t, investor.token);
    const api = client(t, investor.token);
    expect((await api.post(`/api/onboarding/${id}/investment`, { amount: '1500' })).statusCode).toBe(200);
    await forceState(t, id, 'PENDING_DEPOSIT', 'APPROVED');
    const userId = await ownerOf(id);
    const register = (declared: boolean) => {
      const body = multipart(
        {
          onboardingId: id,
          operationNumber: 'OP-445566',
          transferDate: '2026-01-15',
          amount: '1500.00',
          bank: 'BCP',
        },
        [{ name: 'files[]', filename: 'voucher.png', type: 'image/png', bytes: makePng(80, 60) }],
      );
      return async () => {
        if (declared)
          await api.post('/api/onboarding/checking/register', {
            onboardingId: id,
            declarationAccepted: true,
          });
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/onboarding/deposit/register',
          payload: body.payload,
          headers: { 'content-type': body.contentType, authorization: `Bearer ${investor.token}` },
          remoteAddress: nextIp(),
        });
        expect(res.statusCode, res.body).toBe(declared ? 201 : 409);
      };
    };
    // Without the funds declaration the deposit is refused: nothing told.
    expect(await toldBy(userId, register(false))).toEqual({ alerts: [], mails: [] });

    const told = await toldBy(userId, register(true));
    expect(told.alerts).toEqual([
      {
        kind: 'DEPOSIT_RECEIVED',
        title: 'Recibimos tu comprobante',
        message: 'Estamos verificando tu transferencia de S/\u00a01,500.00 para Factoring.',
        link: '/portafolio/movimientos',
      },
    ]);
    expect(told.mails.map((m) => m.subject)).toEqual(['Recibimos el comprobante de tu depósito']);
    expect(told.mails[0]!.text).toContain(link('/portafolio/movimientos'));
  });

  it('deposit not verified: alert and e-mail lead back to step 3', async () => {
    const { id } = await onboardingIn(t, 'IN_VERIFICATION');
    const userId = await ownerOf(id);
    const told = await toldBy(userId, async () => {
      const res = await req(maker, 'PUT', `${base}/deposit/${id}/reject`, {
        reason: 'El comprobante no se puede leer.',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(told.alerts).toEqual([
      {
        kind: 'DEPOSIT_REJECTED',
        title: 'No pudimos verificar tu transferencia',
        message: 'Registra de nuevo tu depósito para Factoring. Motivo: El comprobante no se puede leer.',
        link: `/onboarding/${id}/step-3/deposit`,
      },
    ]);
    expect(told.mails.map((m) => m.subject)).toEqual(['No pudimos verificar tu transferencia']);
    expect(told.mails[0]!.text).toContain(link(`/onboarding/${id}/step-3/deposit`));
  });

  it('deposit approved: the quotas credited are told once; the maker’s preparation tells nothing', async () => {
    const { id } = await onboardingIn(t, 'IN_VERIFICATION', '1500.00');
    const userId = await ownerOf(id);
    const prepared = await toldBy(userId, async () => {
      expect((await req(maker, 'POST', `${base}/approve`, { idOnboarding: id })).statusCode).toBe(201);
    });
    expect(prepared).toEqual({ alerts: [], mails: [] });
    const told = await toldBy(userId, async () => {
      expect((await req(checker, 'POST', `${base}/approve`, { idOnboarding: id })).statusCode).toBe(200);
    });
    expect(told.alerts).toMatchObject([
      { kind: 'ONBOARDING_APPROVED', title: '¡Tu inversión fue aprobada!', link: '/participe' },
    ]);
    expect(told.mails.map((m) => m.subject)).toEqual(['¡Tu inversión fue aprobada!']);
  });

  it('disapproved: alert and e-mail give the reason; a second disapproval is refused and tells nothing', async () => {
    const { id } = await onboardingIn(t, 'PENDING_DEPOSIT');
    const userId = await ownerOf(id);
    const told = await toldBy(userId, async () => {
      const res = await req(maker, 'PUT', `${base}/${id}/disapprove`, {
        reason: 'No pudimos verificar tus datos.',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(told.alerts).toMatchObject([{ kind: 'ONBOARDING_DISAPPROVED', link: '/portafolio' }]);
    expect(told.alerts[0]!.message).toContain('No pudimos verificar tus datos.');
    expect(told.mails.map((m) => m.subject)).toEqual(['Tu solicitud de inversión no fue aprobada']);
    const again = await toldBy(userId, async () => {
      const res = await req(maker, 'PUT', `${base}/${id}/disapprove`, { reason: 'Otra vez, por si acaso.' });
      expect(res.statusCode).toBe(409);
    });
    expect(again).toEqual({ alerts: [], mails: [] });
  });

  it('paused by a quota-value change: alert and e-mail give both values and lead to her request', async () => {
    const investor = await newInvestor(t);
    const id = await createOnboarding(t, investor.token, 'factoring-dolares');
    const saved = await client(t, investor.token).post(`/api/onboarding/${id}/investment`, {
      amount: '1500',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const priced = saved.json().data.investment.quotaValue as string;
    const userId = await ownerOf(id);
    const fund = await productId(t, 'factoring-dolares');
    // The same value again is no change: nothing paused, nothing told.
    const [latest] = await t.db
      .select()
      .from(quotaValues)
      .where(eq(quotaValues.productId, fund))
      .orderBy(desc(quotaValues.valueDate))
      .limit(1);
    const same = await toldBy(userId, async () => {
      const r = await postQuotaValue(t.ctx, { productId: fund, valueDate: latest!.valueDate, value: priced });
      expect(r.pausedOnboardings).toEqual([]);
    });
    expect(same).toEqual({ alerts: [], mails: [] });

    const told = await toldBy(userId, async () => {
      const r = await postQuotaValue(t.ctx, { productId: fund, valueDate: '2099-01-05', value: '123.45' });
      expect(r.pausedOnboardings).toEqual([id]);
    });
    const change = `El valor cuota de Factoring cambió de ${formatMoney(priced, { decimals: 8, symbol: '$' })} a $\u00a0123.45000000.`;
    expect(told.alerts).toEqual([
      {
        kind: 'QUOTA_VALUE_CHANGED',
        title: 'El valor cuota cambió',
        message: `${change} Confirma o cancela tu solicitud para continuar.`,
        link: `/onboarding/${id}`,
      },
    ]);
    expect(told.mails.map((m) => m.subject)).toEqual(['El valor cuota cambió: confirma tu solicitud']);
    expect(told.mails[0]!.text).toContain(change);
    expect(told.mails[0]!.text).toContain(link(`/onboarding/${id}`));
  });
});

describe('the participant’s operations (dated 2099, after the day’s cut-off)', () => {
  const realNow = () => new Date();
  afterAll(() => {
    t.clock.now = realNow();
  });

  it('rescue paid and rescue refused: an alert and an e-mail each; cancelling her own tells nothing', async () => {
    const fund = { id: await publishTestValues(t, 'mutuo-acreencias-soles'), currency: 'PEN' as const };
    const h = await holder(t, fund, '100');
    t.clock.now = AFTER_CUTOFF;
    const admin = caller(maker);
    const rescue = async (quotas: string) => {
      const res = await h.api.post('/api/rescues', {
        productId: fund.id,
        quotas,
        bankAccountId: h.bankAccountId,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const paidId = await rescue('2');
    const paid = await toldBy(h.userId, async () => {
      expect((await admin('POST', `/api/admin/rescues/${paidId}/settle`)).statusCode).toBe(200);
    });
    expect(paid.alerts).toMatchObject([{ kind: 'RESCUE_SETTLED', title: 'Pagamos tu rescate' }]);
    expect(paid.mails.map((m) => m.subject)).toEqual(['Tu rescate fue pagado']);
    // Paying it again changes nothing and tells nothing twice; rejecting a paid one is refused.
    const twice = await toldBy(h.userId, async () => {
      expect((await admin('POST', `/api/admin/rescues/${paidId}/settle`)).statusCode).toBe(200);
      const reject = await admin('POST', `/api/admin/rescues/${paidId}/reject`, { reason: 'Por error.' });
      expect(reject.statusCode).toBe(409);
    });
    expect(twice).toEqual({ alerts: [], mails: [] });

    const refusedId = await rescue('3');
    const refused = await toldBy(h.userId, async () => {
      const res = await admin('POST', `/api/admin/rescues/${refusedId}/reject`, {
        reason: 'Cuenta de otro titular.',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(refused.alerts).toMatchObject([{ kind: 'RESCUE_REJECTED', title: 'Tu rescate no fue aprobado' }]);
    expect(refused.mails.map((m) => m.subject)).toEqual(['Tu solicitud de rescate no fue aprobada']);
    expect(refused.mails[0]!.text).toContain('Motivo: Cuenta de otro titular.');

    const ownId = await rescue('1');
    const own = await toldBy(h.userId, async () => {
      expect((await h.api.delete(`/api/rescues/${ownId}`)).statusCode).toBe(200);
    });
    expect(own).toEqual({ alerts: [], mails: [] });
  });

  it('quotas received by transfer: the recipient gets an alert and an e-mail; a refused transfer tells her nothing', async () => {
    const bono = { id: await publishTestValues(t, 'bono-select-midcap-dolares'), currency: 'USD' as const };
    const sender = await holder(t, bono, '50');
    const recipient = await holder(t, bono, '5');
    t.clock.now = AFTER_CUTOFF;
    await t.db.update(users).set({ profile: 'PARTICIPE' }).where(eq(users.id, recipient.userId));
    const [to] = await t.db
      .select({ email: users.email, documentNumber: users.documentNumber })
      .from(users)
      .where(eq(users.id, recipient.userId));
    const body = (code: string) => ({
      productId: bono.id,
      quotas: '4',
      recipient: { documentType: 'DNI', documentNumber: to!.documentNumber, email: to!.email },
      code,
    });
    const sent = await sender.api.post('/api/otp/request', { purpose: 'QUOTA_TRANSFER' });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = /es (\d{6})\./.exec(
      await t.lastMailTo(await emailOf(sender.userId), 'confirmar la transferencia de tus cuotas'),
    )![1]!;
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await toldBy(recipient.userId, async () => {
      const res = await sender.api.post('/api/portfolio/movements/registerTransfer', body(wrong));
      expect(res.statusCode).toBe(400);
    });
    expect(refused).toEqual({ alerts: [], mails: [] });

    const told = await toldBy(recipient.userId, async () => {
      const res = await sender.api.post('/api/portfolio/movements/registerTransfer', body(code));
      expect(res.statusCode, res.body).toBe(201);
    });
    expect(told.alerts).toEqual([
      {
        kind: 'TRANSFER_RECEIVED',
        title: 'Recibiste cuotas',
        message: 'Recibiste 4.00000000 cuotas de Bono Select MidCap.',
        link: '/portafolio/movimientos',
      },
    ]);
    expect(told.mails.map((m) => m.subject)).toEqual(['Recibiste cuotas por transferencia']);
    expect(told.mails[0]!.text).toContain(
      'Otro partícipe te transfirió 4.00000000 cuotas de Bono Select MidCap, que hoy valen $\u00a0440.00.',
    );
    expect(told.mails[0]!.text).toContain(link('/portafolio/movimientos'));
  });
});

function caller(token: string) {
  return (method: 'POST', url: string, payload: unknown = {}) => req(token, method, url, payload);
}
