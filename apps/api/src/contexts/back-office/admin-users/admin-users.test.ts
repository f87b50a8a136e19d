import { LIST_PAGE_SIZE, type ParticipantListRequest } from '@invierte/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investments, movements, sessions, users } from '../../../db/schema.ts';
import { demoTokens, nextIp, verifiedUser } from '../../../test/accounts.ts';
import { newInvestor } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'interesado', 'participe']));
});
afterAll(async () => t?.close());

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  call(tokens.admin!, method, url, payload);

const userByEmail = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!;

let serial = 0;
/** A fresh verified INTERESADO with a known e-mail (`<tag><n>@example.pe`), password and id. */
async function investor(tag = 'gestion') {
  serial++;
  const email = `${tag}${serial}@example.pe`;
  const { accessToken } = await verifiedUser(t, email, String(46_100_000 + serial));
  return { email, token: accessToken, id: (await userByEmail(email)).id };
}

describe('POST /api/admin/user/listparticipant', () => {
  it('lists participants with what they hold, searchable by name, e-mail or document', async () => {
    const res = await admin('POST', '/api/admin/user/listparticipant', { search: 'Rojas' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.total).toBeGreaterThanOrEqual(1);
    const maria = data.items.find((u: { email: string }) => u.email === 'participe@invierte.pe');
    expect(maria).toMatchObject({ profile: 'PARTICIPE', name: 'María', disabled: false });
    expect(maria.holdings.length).toBeGreaterThan(0);
    expect(maria.holdings[0].quotas).toMatch(/^\d+(\.\d+)?$/);
    // A participant since her first approved subscription, not since her account was created.
    const subscriptions = await t.db
      .select({ day: movements.operationDate, type: movements.type, status: movements.status })
      .from(movements)
      .innerJoin(investments, eq(investments.id, movements.investmentId))
      .where(eq(investments.userId, maria.id));
    const firstDay = subscriptions
      .filter((m) => m.type === 'SUBSCRIPTION' && m.status === 'APPROVED')
      .map((m) => m.day)
      .sort()[0];
    expect(firstDay).toBeDefined();
    expect(maria.participantSince).toBe(firstDay);
    expect(maria.participantSince < maria.createdAt.slice(0, 10)).toBe(true);
    for (const u of data.items) expect(u.profile).toBe('PARTICIPE');

    const byDocument = (await admin('POST', '/api/admin/user/listparticipant', { search: '40000003' })).json()
      .data;
    expect(byDocument.items.map((u: { email: string }) => u.email)).toEqual(['participe@invierte.pe']);
    const none = (await admin('POST', '/api/admin/user/listparticipant', { search: 'nadie-así%' })).json()
      .data;
    expect(none).toMatchObject({ items: [], total: 0 });
    // Case does not matter, accented letters included, and a name and surname match together.
    for (const search of ['rOJAS', 'MARÍA', 'maría rojas', 'PARTICIPE@INVIERTE'])
      expect(
        (await admin('POST', '/api/admin/user/listparticipant', { search }))
          .json()
          .data.items.map((u: { email: string }) => u.email),
        search,
      ).toContain('participe@invierte.pe');
  });

  it('refuses bad paging and sorting in Spanish, and guests and investors', async () => {
    const bad = await admin('POST', '/api/admin/user/listparticipant', { page: 0, sort: 'password' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe('error');
    expect(JSON.stringify(bad.json().errors)).toContain('La página empieza en 1.');
    expect((await call(null, 'POST', '/api/admin/user/listparticipant', {})).statusCode).toBe(401);
    const investorCall = await call(tokens.participe!, 'POST', '/api/admin/user/listparticipant', {});
    expect(investorCall.statusCode).toBe(403);
    expect(investorCall.json().message).toBe('No tienes permiso para realizar esta acción.');
  });
});

describe('the back office search of users', () => {
  const interested = (search: string, extra: object = {}) =>
    admin('POST', '/api/admin/user/listbyprofile', { profile: 'INTERESADO', search, ...extra });
  const emailsFound = async (search: string) =>
    (await interested(search)).json().data.items.map((u: { email: string }) => u.email);

  it('finds by the beginning of every word typed: names, e-mail whole or in parts, document', async () => {
    const ana = await investor('palabras');
    await t.db
      .update(users)
      .set({ name: 'Ana Lucía', lastName: "D'Angelo", secondLastName: 'Quispe-Rojas' })
      .where(eq(users.id, ana.id));
    const document = (await userByEmail(ana.email)).documentNumber!;
    for (const search of [
      'ana luc',
      'LUCÍA ana',
      "d'angelo",
      'angelo',
      'quispe-rojas',
      'rojas',
      ana.email.toUpperCase(),
      ana.email.split('@')[0]!,
      'palabras example.pe',
      document.slice(0, 5),
    ])
      expect(await emailsFound(search), search).toContain(ana.email);
    // Inside a word is not its beginning, and every word must match.
    for (const search of ['ngelo', 'xample', 'ana zzz', document.slice(2)])
      expect(await emailsFound(search), search).not.toContain(ana.email);
  });

  it('takes what is typed literally: quotes, operators and backslashes find nothing and break nothing', async () => {
    for (const search of ["'", "o'", '&', 'a & b', '!ana', 'ana:*', '\\', '(ana | b)', "'' \\'", '<->']) {
      const res = await interested(search);
      expect(res.statusCode, `${search}: ${res.body}`).toBe(200);
      expect(res.json().data.items.every((u: { profile: string }) => u.profile === 'INTERESADO')).toBe(true);
    }
    expect((await interested('!ana')).json().data).toMatchObject({ items: [], total: 0 });
  });

  it('pages alike whether few users match (counted, from the search index) or many (read in order, not counted)', async () => {
    for (let i = 0; i < 5; i++) await investor(i % 2 ? 'ambos' : 'ambas');
    const { adminUsersRepository } = await import('./admin-users.repository.ts');
    const searches = ['amb', 'ambas', 'ambos example', 'example.pe', 'pe', '46', 'ninguno'];
    let uncounted = 0;
    for (const profile of ['INTERESADO', 'PARTICIPE'] as const)
      for (const search of searches)
        for (const sort of ['createdAt', 'name', 'email', 'documentNumber'] as const)
          for (const direction of ['asc', 'desc'] as const)
            for (const page of [1, 2, 4]) {
              const filter = { search, sort, direction, page, limit: 2 };
              const label = JSON.stringify({ profile, ...filter });
              const few = await adminUsersRepository.list(t.db, profile, filter, 1_000_000);
              const many = await adminUsersRepository.list(t.db, profile, filter, 0);
              const ids = (r: typeof few) => ({ more: r.more, ids: r.rows.map((u) => u.id) });
              expect(ids(many), label).toEqual(ids(few));
              expect(few.more, label).toBe((page - 1) * 2 + few.rows.length < few.total!);
              // More matches than the bound (none here) are not counted; none at all are.
              expect(many.total, label).toBe(few.total === 0 ? 0 : null);
              if (many.total === null) uncounted++;
            }
    expect(uncounted).toBeGreaterThan(0);
    const ambas = await adminUsersRepository.list(t.db, 'INTERESADO', {
      search: 'ambas',
      sort: 'createdAt',
      direction: 'desc',
      page: 1,
      limit: 20,
    });
    expect(ambas.total).toBe(3);
  });

  it("reads the lists' own page size (its plan kept: db/page-window.ts) as it reads any other", async () => {
    await t.db.execute(sql`
      insert into users (email, name, last_name, created_at)
      select 'ventana' || i || '@example.pe', 'Vera', 'Ventana ' || (i % 7), now() - i * interval '1 minute'
      from generate_series(1, 45) i`);
    const { adminUsersRepository } = await import('./admin-users.repository.ts');
    const ids = async (filter: ParticipantListRequest, fewMatches: number) =>
      (await adminUsersRepository.list(t.db, 'INTERESADO', filter, fewMatches)).rows.map((u) => u.id);
    for (const search of [undefined, 'ventana', 'vera ventana'])
      for (const fewMatches of [1_000_000, 0])
        for (const [sort, direction] of [
          ['createdAt', 'desc'],
          ['name', 'asc'],
        ] as const) {
          const label = JSON.stringify({ search, fewMatches, sort, direction });
          const smaller: string[] = [];
          for (let page = 1; page <= 12; page++)
            smaller.push(...(await ids({ search, sort, direction, page, limit: 5 }, fewMatches)));
          const ofTwenty: string[] = [];
          for (let page = 1; page <= 3; page++) {
            const filter = { search, sort, direction, page, limit: LIST_PAGE_SIZE };
            const first = await ids(filter, fewMatches);
            // Past its fifth call a statement may run a generic plan: the same rows still.
            for (let call = 0; call < 6; call++) expect(await ids(filter, fewMatches), label).toEqual(first);
            ofTwenty.push(...first);
          }
          expect(ofTwenty, label).toEqual(smaller);
          if (search) expect(ofTwenty.length, label).toBe(45);
        }
  });
});

describe('POST /api/admin/user/listbyprofile', () => {
  it('pages and sorts the users of a profile', async () => {
    // Their own tag: the search finds these two whatever users the other tests made before.
    const a = await investor('orden');
    const b = await investor('orden');
    const first = await admin('POST', '/api/admin/user/listbyprofile', {
      profile: 'INTERESADO',
      search: 'orden',
      sort: 'email',
      direction: 'asc',
      limit: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().data;
    expect(page1.total).toBe(2);
    expect(page1.items).toHaveLength(1);
    expect(page1.items[0].participantSince).toBeNull();
    const page2 = (
      await admin('POST', '/api/admin/user/listbyprofile', {
        profile: 'INTERESADO',
        search: 'orden',
        sort: 'email',
        direction: 'asc',
        limit: 1,
        page: 2,
      })
    ).json().data;
    expect(page1.items[0].email < page2.items[0].email).toBe(true);
    expect([page1.items[0].email, page2.items[0].email].sort()).toEqual([a.email, b.email].sort());
    // Past the last page: no rows, the total still counted.
    const past = await admin('POST', '/api/admin/user/listbyprofile', {
      profile: 'INTERESADO',
      search: 'orden',
      limit: 1,
      page: 3,
    });
    expect(past.json().data).toMatchObject({ items: [], total: 2 });

    const admins = (await admin('POST', '/api/admin/user/listbyprofile', { profile: 'ADMIN' })).json().data;
    expect(admins.items.map((u: { email: string }) => u.email)).toContain('admin@invierte.pe');
    expect(admins.items.every((u: { profile: string }) => u.profile === 'ADMIN')).toBe(true);
  });

  it('counts an unsearched list on every page, past its last one too', async () => {
    const page = async (page: number, limit: number) =>
      (await admin('POST', '/api/admin/user/listbyprofile', { profile: 'ADMIN', page, limit })).json().data;
    const all = await page(1, 100);
    expect(all.total).toBe(all.items.length);
    expect(all.more).toBe(false);
    const second = await page(2, 1);
    expect(second).toMatchObject({ total: all.total, more: all.total > 2 });
    expect(second.items.map((u: { id: string }) => u.id)).toEqual([all.items[1].id]);
    expect(await page(all.total + 1, 1)).toMatchObject({ items: [], total: all.total, more: false });
  });

  it('refuses an unknown profile', async () => {
    const res = await admin('POST', '/api/admin/user/listbyprofile', { profile: 'ROOT' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('Elige un perfil: INTERESADO, PARTICIPE o ADMIN.');
  });
});

describe('POST /api/admin/user/update', () => {
  it('corrects names, e-mail and the affluent flag; the investor can log in with the new e-mail', async () => {
    const u = await investor();
    // The session check caches the row (from the first request after the e-mail verification).
    expect((await call(u.token, 'GET', '/api/profile/me')).json().data.affluent).toBe(false);
    const res = await admin('POST', '/api/admin/user/update', {
      userId: u.id,
      name: 'Rosa',
      lastName: 'Quispe',
      email: `  Corregido${serial}@Example.pe `,
      affluent: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: u.id,
      name: 'Rosa',
      lastName: 'Quispe',
      email: `corregido${serial}@example.pe`,
      affluent: true,
    });
    // The investor's open session sees the correction on the next request.
    expect((await call(u.token, 'GET', '/api/profile/me')).json().data).toMatchObject({
      name: 'Rosa',
      affluent: true,
    });
    const login = await call(null, 'POST', '/api/auth/login', {
      email: `corregido${serial}@example.pe`,
      password: 'Segura2026',
    });
    expect(login.statusCode).toBe(200);
    // The back office finds them by the corrected e-mail at once (the search text follows the row).
    const found = await admin('POST', '/api/admin/user/listbyprofile', {
      profile: 'INTERESADO',
      search: `CORREGIDO${serial}@`,
    });
    expect(found.json().data.items.map((i: { id: string }) => i.id)).toEqual([u.id]);
  });

  it('refuses what must not change, a taken e-mail, an administrator and an unknown user, changing nothing', async () => {
    const u = await investor();
    const before = await userByEmail(u.email);

    const document = await admin('POST', '/api/admin/user/update', { userId: u.id, documentNumber: '1' });
    expect(document.statusCode).toBe(400);
    expect(JSON.stringify(document.json())).toContain('Solo se pueden corregir los nombres');

    const nothing = await admin('POST', '/api/admin/user/update', { userId: u.id });
    expect(nothing.statusCode).toBe(400);
    expect(JSON.stringify(nothing.json())).toContain('Indica al menos un dato que cambiar.');

    const toAdmin = await admin('POST', '/api/admin/user/update', { userId: u.id, profile: 'ADMIN' });
    expect(toAdmin.statusCode).toBe(400);

    const taken = await admin('POST', '/api/admin/user/update', {
      userId: u.id,
      name: 'Otro',
      email: 'participe@invierte.pe',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');

    const noQuotas = await admin('POST', '/api/admin/user/update', { userId: u.id, profile: 'PARTICIPE' });
    expect(noQuotas.statusCode).toBe(409);
    expect(noQuotas.json().message).toBe('No tiene cuotas: solo es partícipe quien tiene inversiones.');

    expect(await userByEmail(u.email)).toEqual(before);

    const adminRow = await userByEmail('admin@invierte.pe');
    const onAdmin = await admin('POST', '/api/admin/user/update', { userId: adminRow.id, name: 'Pepe' });
    expect(onAdmin.statusCode).toBe(409);
    expect(onAdmin.json().message).toContain('se gestionan en Permisos');

    const unknown = await admin('POST', '/api/admin/user/update', {
      userId: '00000000-0000-4000-8000-000000000000',
      name: 'Nadie',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No encontramos a ese usuario.');
  });

  it('keeps a participant with quotas a participant', async () => {
    const maria = await userByEmail('participe@invierte.pe');
    const res = await admin('POST', '/api/admin/user/update', { userId: maria.id, profile: 'INTERESADO' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Tiene cuotas en su portafolio');
    expect((await userByEmail('participe@invierte.pe')).profile).toBe('PARTICIPE');
  });

  it('is refused to investors', async () => {
    const u = await investor();
    const res = await call(u.token, 'POST', '/api/admin/user/update', { userId: u.id, affluent: true });
    expect(res.statusCode).toBe(403);
    expect((await userByEmail(u.email)).affluent).toBe(false);
  });
});

describe('POST /api/admin/user/disabled', () => {
  it('disables an account: its session ends, login says it is deactivated; enabling lets it in again', async () => {
    const u = await investor();
    const off = await admin('POST', '/api/admin/user/disabled', { userId: u.id, disabled: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ id: u.id, disabled: true });

    // Her open session ends saying why, so the web can tell her instead of a silent logout.
    const ended = await call(u.token, 'GET', '/api/profile/me');
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({
      code: 'SESSION_ACCOUNT_DISABLED',
      message: 'Tu cuenta fue desactivada y cerramos tu sesión. Comunícate con soporte.',
    });
    const open = await t.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(open.every((s) => s.revokedReason === 'DISABLED')).toBe(true);
    const refused = await call(null, 'POST', '/api/auth/login', { email: u.email, password: 'Segura2026' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: 'Tu cuenta está desactivada. Comunícate con soporte.',
    });

    // Asking again keeps the day it was disabled.
    const again = await admin('POST', '/api/admin/user/disabled', { userId: u.id, disabled: true });
    expect(again.json().data.disabledAt).toBe(off.json().data.disabledAt);

    const on = await admin('POST', '/api/admin/user/disabled', { userId: u.id, disabled: false });
    expect(on.json().data).toMatchObject({ disabled: false, disabledAt: null });
    const back = await call(null, 'POST', '/api/auth/login', { email: u.email, password: 'Segura2026' });
    expect(back.statusCode).toBe(200);
  });

  it('refuses yourself, an administrator, an unknown user, bad input and investors', async () => {
    const me = await userByEmail('admin@invierte.pe');
    const self = await admin('POST', '/api/admin/user/disabled', { userId: me.id, disabled: true });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('No puedes desactivar tu propia cuenta.');

    const { accessToken } = await verifiedUser(t, 'otro.admin@invierte.pe', '46199999');
    const other = await userByEmail('otro.admin@invierte.pe');
    await t.db.update(users).set({ profile: 'ADMIN' }).where(eq(users.id, other.id));
    const onAdmin = await admin('POST', '/api/admin/user/disabled', { userId: other.id, disabled: true });
    expect(onAdmin.statusCode).toBe(409);
    expect((await userByEmail('otro.admin@invierte.pe')).disabledAt).toBeNull();
    expect(accessToken).toBeTruthy();

    const unknown = await admin('POST', '/api/admin/user/disabled', {
      userId: '00000000-0000-4000-8000-000000000000',
      disabled: true,
    });
    expect(unknown.statusCode).toBe(404);

    const bad = await admin('POST', '/api/admin/user/disabled', { userId: me.id, disabled: 'sí' });
    expect(bad.statusCode).toBe(400);

    const u = await investor();
    const byInvestor = await call(tokens.interesado!, 'POST', '/api/admin/user/disabled', {
      userId: u.id,
      disabled: true,
    });
    expect(byInvestor.statusCode).toBe(403);
    expect((await userByEmail(u.email)).disabledAt).toBeNull();
  });
});

describe('GET /api/admin/user/question', () => {
  it('shows a user’s answers with the question, the option and the profile they led to', async () => {
    const { token, dni } = await newInvestor(t);
    const answered = await call(token, 'POST', '/api/user/question', {
      questionKey: 'goal',
      answerKey: 'grow',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const row = (await t.db.select().from(users).where(eq(users.documentNumber, dni)))[0]!;

    const res = await admin('GET', `/api/admin/user/question?userId=${row.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(1);
    expect(data.items[0]).toMatchObject({
      user: { id: row.id },
      questionCompleted: false,
      answers: [
        {
          questionKey: 'goal',
          question: '¿Cuál es tu principal objetivo al invertir?',
          answerKey: 'grow',
          answer: 'Hacer crecer mi patrimonio a mediano plazo',
          score: 3,
        },
      ],
    });
  });

  it('refuses a malformed user and investors', async () => {
    expect((await admin('GET', '/api/admin/user/question?userId=abc')).statusCode).toBe(400);
    expect((await call(tokens.interesado!, 'GET', '/api/admin/user/question')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/user/question')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/users/me and PUT /api/admin/updateprofile', () => {
  it('answers the administrator’s record with the permissions the server grants', async () => {
    const res = await admin('GET', '/api/admin/users/me');
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json().data;
    expect(me).toMatchObject({ email: 'admin@invierte.pe', profile: 'ADMIN' });
    expect(me.permissions).toEqual(expect.arrayContaining(['user.read', 'user.write', 'letter.read']));
    expect((await call(tokens.participe!, 'GET', '/api/admin/users/me')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/users/me')).statusCode).toBe(401);
  });

  it('lets the administrator correct their own names and nothing else', async () => {
    const { accessToken } = await verifiedUser(t, 'nombres.admin@invierte.pe', '46188888');
    await t.db.update(users).set({ profile: 'ADMIN' }).where(eq(users.email, 'nombres.admin@invierte.pe'));
    const res = await call(accessToken, 'PUT', '/api/admin/updateprofile', {
      name: 'Lucía',
      lastName: 'Huamán',
      secondLastName: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Lucía', lastName: 'Huamán', secondLastName: '' });

    const email = await call(accessToken, 'PUT', '/api/admin/updateprofile', {
      name: 'Lucía',
      lastName: 'Huamán',
      email: 'x@invierte.pe',
    });
    expect(email.statusCode).toBe(400);
    expect(JSON.stringify(email.json())).toContain('Aquí solo puedes cambiar tus nombres y apellidos.');
    const digits = await call(accessToken, 'PUT', '/api/admin/updateprofile', { name: 'L2', lastName: 'H' });
    expect(digits.statusCode).toBe(400);
    expect((await userByEmail('nombres.admin@invierte.pe')).name).toBe('Lucía');

    const investorCall = await call(tokens.interesado!, 'PUT', '/api/admin/updateprofile', {
      name: 'Ana',
      lastName: 'Paz',
    });
    expect(investorCall.statusCode).toBe(403);
  });
});
