import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, onboardingIn } from './review-test-kit.ts';

let t: TestApp;
let admin: string;
let investorToken: string;
let id: string;
let req: ReturnType<typeof call>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  req = call(t);
  admin = (await demoTokens(t, ['admin'])).admin!;
  const made = await onboardingIn(t, 'IN_VERIFICATION');
  id = made.id;
  investorToken = made.investor.token;
  await onboardingIn(t, 'WAITING_FOR_CANCEL');
});
afterAll(async () => t?.close());

const base = '/api/admin/onboarding';

describe('review reads', () => {
  it('lists onboardings filtered by state and names, paged', async () => {
    const res = await req(admin, 'POST', `${base}/list`, { state: 'IN_VERIFICATION', page: 1, limit: 10 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.items.map((i: { _id: string }) => i._id)).toContain(id);
    expect(data.items.every((i: { state: string }) => i.state === 'IN_VERIFICATION')).toBe(true);
    const none = await req(admin, 'GET', `${base}/list?names=nadie-se-llama-asi`);
    expect(none.json().data).toMatchObject({ items: [], total: 0 });
  });

  it('pages a search by names in the order and with the total of the whole list', async () => {
    type Item = { _id: string; user: { email: string } };
    const all: Item[] = (await req(admin, 'GET', `${base}/list?limit=100`)).json().data.items;
    // Both investors' e-mails are inversor<n>.<dni>@example.pe (test/onboarding.ts).
    const expected = all.filter((i) => i.user.email.includes('@example.pe')).map((i) => i._id);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const pageOf = async (page: number) =>
      (await req(admin, 'GET', `${base}/list?names=EXAMPLE.PE&limit=1&page=${page}`)).json().data;
    const [first, second, past] = [await pageOf(1), await pageOf(2), await pageOf(expected.length + 1)];
    expect(first).toMatchObject({ total: expected.length, page: 1, limit: 1 });
    expect([...first.items, ...second.items].map((i: Item) => i._id)).toEqual(expected.slice(0, 2));
    expect(second.total).toBe(expected.length);
    // Past the last page: no rows, the total still counted.
    expect(past).toMatchObject({ items: [], total: expected.length });
  });

  it('pages a search alike whether few investors match (counted, from the search index) or many (in order, not counted)', async () => {
    await onboardingIn(t, 'IN_VERIFICATION');
    const { reviewRepository } = await import('./review.repository.ts');
    const today = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
    let uncounted = 0;
    for (const names of ['inversor', 'example.pe', 'pe', 'inversor example', 'nadie'])
      for (const state of [undefined, 'IN_VERIFICATION', 'WAITING_FOR_CANCEL'] as const)
        for (const dateFrom of [undefined, today, '2099-01-01'])
          for (const page of [1, 2, 3]) {
            const filter = {
              names,
              page,
              limit: 1,
              ...(state ? { state } : {}),
              ...(dateFrom ? { dateFrom } : {}),
            };
            const label = JSON.stringify(filter);
            const ids = (r: Awaited<ReturnType<typeof reviewRepository.list>>) => ({
              more: r.more,
              ids: r.rows.map((row) => row.row.id),
            });
            const few = await reviewRepository.list(t.db, filter, 1_000_000);
            const many = await reviewRepository.list(t.db, filter, 0);
            expect(ids(many), label).toEqual(ids(few));
            expect(few.more, label).toBe(page - 1 + few.rows.length < few.total!);
            // Past the bound (0 here) a search that matches investors is not counted.
            if (names !== 'nadie') {
              expect(many.total, label).toBeNull();
              uncounted++;
            } else expect(many.total, label).toBe(0);
          }
    expect(uncounted).toBeGreaterThan(0);
  });

  it('pages one state alike through two prepared shapes, with and without a date that filters nothing', async () => {
    const { reviewRepository } = await import('./review.repository.ts');
    const ids = (r: Awaited<ReturnType<typeof reviewRepository.list>>) => ({
      total: r.total,
      more: r.more,
      ids: r.rows.map((row) => row.row.id),
    });
    for (const state of ['IN_VERIFICATION', 'WAITING_FOR_CANCEL', 'APPROVED', 'CANCELED'] as const)
      for (const page of [1, 2, 5])
        // A date long past filters nothing but takes another statement.
        expect(ids(await reviewRepository.list(t.db, { state, page, limit: 1 })), `${state} ${page}`).toEqual(
          ids(await reviewRepository.list(t.db, { state, page, limit: 1, dateFrom: '2000-01-01' })),
        );
  });

  it('refuses a bad filter with a Spanish message', async () => {
    const res = await req(admin, 'POST', `${base}/list`, { state: 'NO_EXISTE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Estado no válido.');
  });

  it('counts onboardings per state, every state listed', async () => {
    const res = await req(admin, 'GET', `${base}/listQuantities`);
    expect(res.statusCode).toBe(200);
    const { byState, total } = res.json().data;
    expect(byState.IN_VERIFICATION).toBeGreaterThanOrEqual(1);
    expect(byState.WAITING_FOR_CANCEL).toBeGreaterThanOrEqual(1);
    expect(byState.APPROVED).toBe(0);
    expect(total).toBe(Object.values(byState as Record<string, number>).reduce((a, b) => a + b, 0));
  });

  it('shows the detail and each stage', async () => {
    const detail = await req(admin, 'GET', `${base}/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ _id: id, state: 'IN_VERIFICATION', approval: null });
    expect(detail.json().data.parts.deposit.amount).toBe('1500.00');
    const linking = await req(admin, 'GET', `${base}/linking/${id}`);
    expect(Object.keys(linking.json().data.parts)).toEqual(['investment']);
    const signing = await req(admin, 'GET', `${base}/signing/${id}`);
    expect(signing.json().data).toMatchObject({ files: [], signatures: [], keynuaContractState: 'APPROVED' });
    const deposit = await req(admin, 'GET', `${base}/deposit/${id}`);
    expect(deposit.json().data).toMatchObject({ deposit: { amount: '1500.00' }, vouchers: [] });
    const checking = await req(admin, 'GET', `${base}/checking/${id}`);
    const checks = checking.json().data.checks as Array<{ key: string; ok: boolean }>;
    expect(Object.fromEntries(checks.map((c) => [c.key, c.ok]))).toEqual({
      'restricted-list': true,
      'contract-signed': false,
      vouchers: false,
      amount: true,
      // The kit's request has no bank account part, and its transfer is dated before it was made.
      currency: false,
      bank: false,
      'transfer-date': false,
    });
  });

  it('answers 404 for an unknown onboarding and 400 for a malformed id', async () => {
    expect((await req(admin, 'GET', `${base}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await req(admin, 'GET', `${base}/checking/no-es-un-id`)).statusCode).toBe(400);
  });

  it('lists the support queue of force-cancel requests', async () => {
    const res = await req(admin, 'GET', `${base}/support/cancel-requests`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.length).toBeGreaterThanOrEqual(1);
    expect(res.json().data.items.every((i: { state: string }) => i.state === 'WAITING_FOR_CANCEL')).toBe(
      true,
    );
  });

  it('refuses every read to an investor (403) and a guest (401)', async () => {
    for (const url of [
      `${base}/list`,
      `${base}/listQuantities`,
      `${base}/${id}`,
      `${base}/linking/${id}`,
      `${base}/signing/${id}`,
      `${base}/deposit/${id}`,
      `${base}/checking/${id}`,
      `${base}/support/cancel-requests`,
    ]) {
      expect((await req(investorToken, 'GET', url)).statusCode, url).toBe(403);
      expect((await req(null, 'GET', url)).statusCode, url).toBe(401);
    }
  });
});
