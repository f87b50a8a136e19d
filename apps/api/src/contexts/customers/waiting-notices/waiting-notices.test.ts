import { waitingNoticeDefaults } from '@invierte/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, parameters } from '../../../db/schema.ts';
import { demoTokens } from '../../../test/accounts.ts';
import { createOnboarding, forceState, newInvestor } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { caller } from '../../portfolio/rescues/rescues.test-kit.ts';

/** The waiting screens' texts: defaults until operations change one, then the investor reads the new one. */
let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens = await demoTokens(t, ['admin', 'operations', 'compliance', 'auditor', 'interesado']);
});
afterAll(async () => t?.close());

const ADMIN = '/api/admin/waiting-notices';
const storedRows = () => t.db.select().from(parameters).where(eq(parameters.groupName, 'waiting-notice'));
const audits = () => t.db.select().from(auditLog).where(eq(auditLog.entity, 'waiting-notice'));

describe('waiting notices', () => {
  it('answers the defaults to an investor, and the back office’s list says none was changed', async () => {
    const investor = caller(t, tokens.interesado!);
    const res = await investor.get('/api/waiting-notices');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.SIGNATURE_REVIEW).toBe(
      'Revisamos tu firma en horario hábil, normalmente en menos de 4 horas. Te avisaremos por correo y en tus alertas cuando puedas hacer tu depósito.',
    );
    const list = (await caller(t, tokens.auditor!).get(ADMIN)).json().data;
    expect(list.map((n: { key: string }) => n.key)).toEqual([
      'SIGNATURE_REVIEW',
      'DEPOSIT_VERIFICATION',
      'RESCUE_PAYMENT',
      'CANCEL_REQUEST',
      'REQUEST_REVIEW',
    ]);
    expect(
      list.every(
        (n: { edited: boolean; text: string; defaultText: string }) => !n.edited && n.text === n.defaultText,
      ),
    ).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/waiting-notices' })).statusCode).toBe(401);
  });

  it('operations changes a text: audited, read by the investor and her strip; the default’s text restores it', async () => {
    const ops = caller(t, tokens.operations!);
    const text = 'Revisamos tu firma de lunes a viernes de 9 a 18 h, normalmente en menos de 2 horas.';
    const res = await ops.put(`${ADMIN}/SIGNATURE_REVIEW`, { text: `  ${text}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'SIGNATURE_REVIEW', text, edited: true });
    expect(
      (await caller(t, tokens.interesado!).get('/api/waiting-notices')).json().data.SIGNATURE_REVIEW,
    ).toBe(text);

    const { token } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    await forceState(t, id, 'WAITING_FOR_APPROVAL', 'SIGNED');
    const banners = (await caller(t, token).get('/api/customers/banners')).json().data;
    expect(banners.request.waitingText).toBe(text);

    const [entry] = await audits();
    expect(entry).toMatchObject({
      action: 'waiting-notice.update',
      entityId: 'SIGNATURE_REVIEW',
      before: { text: waitingNoticeDefaults.SIGNATURE_REVIEW.text, edited: false },
      after: { text, edited: true },
    });

    const restored = await ops.put(`${ADMIN}/SIGNATURE_REVIEW`, {
      text: waitingNoticeDefaults.SIGNATURE_REVIEW.text,
    });
    expect(restored.json().data).toMatchObject({ edited: false });
    expect(await storedRows()).toEqual([]);
    expect(await audits()).toHaveLength(2);
  });

  it('refuses a text too short or too long, an unknown key and whoever may not change it, changing nothing', async () => {
    const ops = caller(t, tokens.operations!);
    const before = { rows: await storedRows(), audits: (await audits()).length };
    const short = await ops.put(`${ADMIN}/RESCUE_PAYMENT`, { text: 'Pronto.' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Escribe al menos 20 caracteres: qué sigue y cuánto suele tardar.');
    const long = await ops.put(`${ADMIN}/RESCUE_PAYMENT`, { text: 'a'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Máximo 300 caracteres.');
    const unknown = await ops.put(`${ADMIN}/OTRO`, { text: 'Un texto suficientemente largo para pasar.' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('No existe ese mensaje de espera.');
    for (const who of ['compliance', 'auditor', 'interesado'])
      expect(
        (
          await caller(t, tokens[who]!).put(`${ADMIN}/RESCUE_PAYMENT`, {
            text: 'Un texto suficientemente largo.',
          })
        ).statusCode,
        who,
      ).toBe(403);
    expect((await caller(t, tokens.compliance!).get(ADMIN)).statusCode).toBe(403);
    expect({ rows: await storedRows(), audits: (await audits()).length }).toEqual(before);
  });
});
