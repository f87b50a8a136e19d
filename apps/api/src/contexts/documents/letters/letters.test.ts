import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../../db/schema.ts';
import { demoTokens, nextIp } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'interesado', 'participe']));
  // 23 entries a second apart, the newest last: three pages of 10.
  const start = Date.parse('2026-03-01T15:00:00Z');
  await t.db.insert(newsletterSubscriptions).values(
    Array.from({ length: 23 }, (_, i) => ({
      email: `lector${String(i + 1).padStart(2, '0')}@example.pe`,
      name: i === 4 ? 'Julia Ramos' : '',
      source: i % 2 ? 'onboarding' : 'webapp',
      createdAt: new Date(start + i * 1000),
    })),
  );
});
afterAll(async () => t?.close());

const call = (token: string | null, method: 'GET' | 'DELETE' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('GET /api/onboarding/letter', () => {
  it('pages the newsletter entries 10 at a time, newest first', async () => {
    // Only the 23 readers above: whatever the other tests add or delete does not move these pages.
    const first = await call(tokens.admin!, 'GET', '/api/onboarding/letter?page=1&limit=10&search=lector');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().data;
    expect(page1).toMatchObject({ page: 1, limit: 10, total: 23 });
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toMatchObject({ email: 'lector23@example.pe', source: 'webapp' });
    const page3 = (await call(tokens.admin!, 'GET', '/api/onboarding/letter?page=3&search=lector')).json()
      .data;
    expect(page3.items.map((l: { email: string }) => l.email)).toEqual([
      'lector03@example.pe',
      'lector02@example.pe',
      'lector01@example.pe',
    ]);
    const found = (await call(tokens.admin!, 'GET', '/api/onboarding/letter?search=julia')).json().data;
    expect(found.items.map((l: { email: string }) => l.email)).toEqual(['lector05@example.pe']);
  });

  it('lists what the footer and the onboarding register', async () => {
    const res = await call(null, 'POST', '/api/newsletter/register', { email: 'pie.de.pagina@example.pe' });
    expect(res.statusCode).toBe(200);
    const found = (await call(tokens.admin!, 'GET', '/api/onboarding/letter?search=pie.de.pagina')).json()
      .data;
    expect(found.items).toEqual([
      expect.objectContaining({ email: 'pie.de.pagina@example.pe', source: 'webapp' }),
    ]);
  });

  it('refuses bad paging, guests and investors', async () => {
    const bad = await call(tokens.admin!, 'GET', '/api/onboarding/letter?page=0');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('La página empieza en 1.');
    expect((await call(null, 'GET', '/api/onboarding/letter')).statusCode).toBe(401);
    for (const who of ['interesado', 'participe']) {
      const res = await call(tokens[who]!, 'GET', '/api/onboarding/letter');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('No tienes permiso para realizar esta acción.');
    }
  });
});

describe('DELETE /api/onboarding/letter/delete/{id}', () => {
  it('deletes one entry; deleting it again is not found', async () => {
    const [row] = await t.db
      .insert(newsletterSubscriptions)
      .values({ email: 'se.va@example.pe', name: '', source: 'webapp' })
      .returning();
    const res = await call(tokens.admin!, 'DELETE', `/api/onboarding/letter/delete/${row!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: row!.id });
    expect(
      await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, row!.id)),
    ).toEqual([]);
    const again = await call(tokens.admin!, 'DELETE', `/api/onboarding/letter/delete/${row!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No encontramos esa inscripción al boletín.');
  });

  it('refuses a malformed id, guests and investors, deleting nothing', async () => {
    const count = async () => (await t.db.select().from(newsletterSubscriptions)).length;
    const before = await count();
    const [row] = await t.db.select().from(newsletterSubscriptions).limit(1);
    expect((await call(tokens.admin!, 'DELETE', '/api/onboarding/letter/delete/abc')).statusCode).toBe(400);
    expect((await call(null, 'DELETE', `/api/onboarding/letter/delete/${row!.id}`)).statusCode).toBe(401);
    const investor = await call(tokens.interesado!, 'DELETE', `/api/onboarding/letter/delete/${row!.id}`);
    expect(investor.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});
