import { suitabilityQuestions } from '@invierte/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeOneTimeCode, issueOneTimeCode } from '../one-time-codes/one-time-code.ts';
import { nextIp, verifiedUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const as = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? as(token) : {},
    payload: payload as object,
    remoteAddress: nextIp(),
  });
async function loginAs(email: string, password = 'Demo2026') {
  const res = await inject('POST', '/api/auth/login', undefined, { email, password });
  return res.json().data.accessToken as string;
}

describe('first-login questionnaire', () => {
  it('stores six answers, classifies the investor and ends the first login', async () => {
    const { accessToken } = await verifiedUser(t, 'preguntas@example.pe', '74000001');
    let progress;
    for (const [i, q] of suitabilityQuestions.entries()) {
      const option = q.options[2]!; // score 3 each: 18 → ARRIESGADO
      const res = await inject('POST', '/api/user/question', accessToken, {
        questionKey: q.key,
        answerKey: option.key,
      });
      expect(res.statusCode).toBe(200);
      progress = res.json().data;
      expect(progress.completed).toBe(i === 5);
    }
    expect(progress).toMatchObject({ completed: true, investorProfile: 'ARRIESGADO', nextStep: null });
    const me = (await inject('GET', '/api/profile/me', accessToken)).json().data;
    expect(me).toMatchObject({ firstLogin: false, questionCompleted: true, investorProfile: 'ARRIESGADO' });
    const stored = (await inject('GET', '/api/user/question', accessToken)).json().data;
    expect(Object.keys(stored.answers)).toHaveLength(6);
  });

  it('reports the next unanswered step', async () => {
    const { accessToken } = await verifiedUser(t, 'a.medias@example.pe', '74000002');
    await inject('POST', '/api/user/question', accessToken, { questionKey: 'goal', answerKey: 'income' });
    const progress = (await inject('GET', '/api/user/question', accessToken)).json().data;
    expect(progress).toEqual({
      answers: { goal: 'income' },
      completed: false,
      investorProfile: null,
      nextStep: 'two',
    });
  });

  let badCase = 0;
  it.each([
    [{ questionKey: 'goal', answerKey: 'lottery' }, 'body.answerKey', 'Selecciona una de las respuestas.'],
    [{ questionKey: 'zodiac', answerKey: 'leo' }, 'body.questionKey', 'Pregunta no válida.'],
    [{ questionKey: 'goal' }, 'body.answerKey', 'No puede estar vacío'],
  ])('refuses %j in Spanish and stores nothing', async (payload, field, message) => {
    const n = ++badCase;
    const { accessToken } = await verifiedUser(t, `mal.respuesta${n}@example.pe`, `7400010${n}`);
    const res = await inject('POST', '/api/user/question', accessToken, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect((await inject('GET', '/api/user/question', accessToken)).json().data.answers).toEqual({});
  });

  it('is for investors only: an admin gets 403, a guest 401', async () => {
    const admin = await loginAs('admin@invierte.pe', 'Admin2026');
    const res = await inject('POST', '/api/user/question', admin, {
      questionKey: 'goal',
      answerKey: 'income',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No tienes permiso para realizar esta acción.');
    expect(
      (await inject('POST', '/api/user/question', undefined, { questionKey: 'goal', answerKey: 'income' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('sidebar', () => {
  const names = async (email: string, password?: string) =>
    (
      (await inject('GET', '/api/user/sidebar', await loginAs(email, password))).json().data as Array<{
        name: string;
      }>
    ).map((e) => e.name);

  it('shows Historial de tasas only to affluent customers', async () => {
    expect(await names('participe@invierte.pe')).toEqual([
      'Portafolio',
      'Movimientos',
      'Productos',
      'Simula tu inversión',
      'Feedback',
      'Glosario',
      'Historial de tasas',
      'Cerrar sesión',
    ]);
    expect(await names('interesado@invierte.pe')).not.toContain('Historial de tasas');
  });

  it('gives the admin the admin menu', async () => {
    expect(await names('admin@invierte.pe', 'Admin2026')).toEqual([
      'Resumen',
      'Solicitudes de inversión',
      'Rescates',
      'Soporte',
      'Valores cuota',
      'Productos',
      'Partícipes',
      'Usuarios',
      'Cartas',
      'Correos',
      'Mensajes de espera',
      'Documentos',
      'Portafolio',
      'Reportes',
      'Tipo de cambio',
      'Permisos',
      'Auditoría',
      'Cerrar sesión',
    ]);
  });

  it('shows an administrator only the sections their profile’s roles open', async () => {
    const operations = await names('operaciones@invierte.pe', 'Admin2026');
    expect(operations).toContain('Rescates');
    expect(operations).not.toContain('Permisos');
    // Operations sees investors' accounts; the newsletter is not its business.
    expect(operations).toContain('Usuarios');
    expect(operations).not.toContain('Cartas');
    // Operations publishes investors' documents and the day's exchange rate, and downloads reports.
    expect(operations).toContain('Documentos');
    expect(operations).toContain('Tipo de cambio');
    // And sees the e-mails investors were sent, to resend one that failed.
    expect(operations).toContain('Correos');
    // And the texts investors read while they wait on the back office.
    expect(operations).toContain('Mensajes de espera');
    expect(operations).toContain('Reportes');
  });
});

describe('profile extras', () => {
  it('merges flashdata flags and refuses unknown ones', async () => {
    const token = await loginAs('nuevo@invierte.pe');
    expect(
      (await inject('PATCH', '/api/profile/flashdata', token, { firstTimeInPortfolio: false })).json().data,
    ).toEqual({ firstTimeInPortfolio: false });
    expect(
      (await inject('PATCH', '/api/profile/flashdata', token, { hideHeadWelcoming: true })).json().data,
    ).toEqual({ firstTimeInPortfolio: false, hideHeadWelcoming: true });
    expect(
      (await inject('PATCH', '/api/users/showed-onboarding-profile', token)).json().data
        .showedOnboardingProfile,
    ).toBe(true);
    const bad = await inject('PATCH', '/api/profile/flashdata', token, { isAdmin: true });
    expect(bad.statusCode).toBe(400);
    expect((await inject('PATCH', '/api/profile/flashdata', token, {})).statusCode).toBe(400);
  });

  it('answers null when no partner is recorded, and the user profile with its questionnaire', async () => {
    const token = await loginAs('interesado@invierte.pe');
    expect((await inject('GET', '/api/profile/partner', token)).json()).toEqual({
      status: 'success',
      data: null,
    });
    const profile = (await inject('GET', '/api/user/profile', token)).json().data;
    // The seeded investor answered the first-login questionnaire (seed-data/questionnaires.ts).
    expect(profile).toMatchObject({
      email: 'interesado@invierte.pe',
      questions: { completed: true, investorProfile: 'MODERADO' },
    });
  });
});

describe('one-time codes', () => {
  it('issues a 6-digit code that works once, and not for another purpose or after 10 minutes', async () => {
    const { accessToken } = await verifiedUser(t, 'otp@example.pe', '74000050');
    const me = (await inject('GET', '/api/profile/me', accessToken)).json().data;
    const code = await issueOneTimeCode(t.ctx, me.id, 'CONTRACT_SIGNATURE');
    expect(code).toMatch(/^\d{6}$/);

    expect(await consumeOneTimeCode(t.ctx, t.db, me.id, 'OTHER', code)).toBe(false);
    expect(await consumeOneTimeCode(t.ctx, t.db, me.id, 'CONTRACT_SIGNATURE', code)).toBe(true);
    expect(await consumeOneTimeCode(t.ctx, t.db, me.id, 'CONTRACT_SIGNATURE', code)).toBe(false);

    const late = await issueOneTimeCode(t.ctx, me.id, 'CONTRACT_SIGNATURE');
    const real = t.clock.now;
    t.clock.now = new Date(real.getTime() + 10 * 60_000 + 1);
    try {
      expect(await consumeOneTimeCode(t.ctx, t.db, me.id, 'CONTRACT_SIGNATURE', late)).toBe(false);
    } finally {
      t.clock.now = real;
    }
  });

  it('sends a contract-signing code only when a generated contract waits (mailing: signing.test.ts)', async () => {
    const { accessToken } = await verifiedUser(t, 'otp3@example.pe', '74000052');
    const res = await inject('POST', '/api/otp/request', accessToken, { purpose: 'CONTRACT_SIGNATURE' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No encontramos una solicitud por firmar.');
  });

  it('refuses an unknown purpose and a guest', async () => {
    const { accessToken } = await verifiedUser(t, 'otp2@example.pe', '74000051');
    expect((await inject('POST', '/api/otp/request', accessToken, { purpose: 'WHATEVER' })).statusCode).toBe(
      400,
    );
    expect(
      (await inject('POST', '/api/otp/request', undefined, { purpose: 'CONTRACT_SIGNATURE' })).statusCode,
    ).toBe(401);
  });
});
