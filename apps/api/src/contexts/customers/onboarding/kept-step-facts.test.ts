import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBankAccounts, onboardingParts, onboardings, quotaValues } from '../../../db/schema.ts';
import {
  client,
  createOnboarding,
  newInvestor,
  productId,
  snapshot,
  validParts,
} from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { productsRepository } from '../../catalogue/index.ts';

// A step save keeps what it read for the investor's next save (kept-step-facts.ts). These prove the
// next save still answers from what the database holds when something moved in between: written by
// another process, an administrator or by hand, with or without a new version of the onboarding.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

/** An investor whose onboarding has one saved part, so her next save starts from kept facts. */
async function afterOneSave() {
  const { token, dni } = await newInvestor(t);
  const id = await createOnboarding(t, token);
  const api = client(t, token);
  const first = await api.post(
    `/api/onboarding/${id}/personal-information`,
    validParts(dni)['personal-information'],
  );
  expect(first.statusCode, first.body).toBe(200);
  const [row] = await t.db.select().from(onboardings).where(eq(onboardings.id, id));
  return { api, id, dni, userId: row!.userId, version: first.json().data.version as number };
}

describe('a step save after something moved', () => {
  it('answers with a part another process saved, and takes its new version', async () => {
    const { api, id, dni, version } = await afterOneSave();
    // Another API process saves the address: the part and a new version of the onboarding.
    const address = { ...validParts(dni).address, address: 'Jr. Huallaga 321' };
    await t.db
      .insert(onboardingParts)
      .values({ onboardingId: id, part: 'address', data: address, version: 1 });
    await t.db
      .update(onboardings)
      .set({ version: sql`${onboardings.version} + 1` })
      .where(eq(onboardings.id, id));

    const saved = await api.post(`/api/onboarding/${id}/pep?version=${version + 1}`, validParts(dni).pep);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.parts.address.address).toBe('Jr. Huallaga 321');
    expect(saved.json().data.version).toBe(version + 2);
    expect(saved.json().data).toEqual((await api.get(`/api/onboarding/${id}/info`)).json().data);
  });

  it('answers with a part written without a new version of the onboarding', async () => {
    const { api, id, dni } = await afterOneSave();
    const changed = { ...validParts(dni)['personal-information'], name: 'Rosalía' };
    await t.db
      .update(onboardingParts)
      .set({ data: changed, version: sql`${onboardingParts.version} + 1` })
      .where(and(eq(onboardingParts.onboardingId, id), eq(onboardingParts.part, 'personalInformation')));

    const saved = await api.post(`/api/onboarding/${id}/pep`, validParts(dni).pep);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.parts.personalInformation.name).toBe('Rosalía');
  });

  it('prices the amount at the quota value the fund holds now', async () => {
    const { api, id } = await afterOneSave();
    const fund = await productId(t, 'factoring-soles');
    const latest = (await productsRepository.latestQuotaValue(t.db, fund))!;
    const dayOfFund = and(eq(quotaValues.productId, fund), eq(quotaValues.valueDate, latest.valueDate));
    const corrected = '123.45678900';
    await t.db.update(quotaValues).set({ value: corrected }).where(dayOfFund);
    try {
      const saved = await api.post(`/api/onboarding/${id}/investment`, { amount: '1500.00' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.investment.quotaValue).toBe(corrected);
    } finally {
      await t.db.update(quotaValues).set({ value: latest.value }).where(dayOfFund);
    }
  });

  it('offers her bank accounts once she has one', async () => {
    const { api, id, dni, userId } = await afterOneSave();
    await t.db.insert(customerBankAccounts).values({
      userId,
      bank: 'BCP',
      accountType: 'AHORROS',
      currency: 'PEN',
      accountNumber: `193${dni}01`,
      cci: `00219300${dni}0112`,
    });
    const saved = await api.post(`/api/onboarding/${id}/pep`, validParts(dni).pep);
    expect(saved.statusCode, saved.body).toBe(200);
    const routes = saved.json().data.screens.map((s: { route: string }) => s.route);
    expect(routes).toContain('select-bank-account');
    expect(routes).not.toContain('bank-account');
  });

  it('writes two saves sent at once from the same kept facts, each once', async () => {
    const { api, id, dni, version } = await afterOneSave();
    const before = await snapshot(t, id);
    const [pep, address] = await Promise.all([
      api.post(`/api/onboarding/${id}/pep`, validParts(dni).pep),
      api.post(`/api/onboarding/${id}/address`, validParts(dni).address),
    ]);
    expect([pep.statusCode, address.statusCode]).toEqual([200, 200]);
    const after = await snapshot(t, id);
    expect(after.version).toBe(version + 2);
    expect(after.events).toBe(before.events + 2);
    expect(after.parts.map(([part]) => part)).toEqual(['address', 'pep', 'personalInformation']);
  });

  it('still refuses a stale version and changes nothing', async () => {
    const { api, id, dni, version } = await afterOneSave();
    await t.db
      .update(onboardings)
      .set({ version: sql`${onboardings.version} + 1` })
      .where(eq(onboardings.id, id));
    const before = await snapshot(t, id);
    const stale = await api.post(`/api/onboarding/${id}/pep?version=${version}`, validParts(dni).pep);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('ONBOARDING_CHANGED');
    expect(await snapshot(t, id)).toEqual(before);
  });

  it("gives nobody else's onboarding from what its owner's save left", async () => {
    const { id, dni } = await afterOneSave();
    const other = await newInvestor(t);
    const res = await client(t, other.token).post(`/api/onboarding/${id}/pep`, validParts(dni).pep);
    expect(res.statusCode).toBe(404);
    expect((await snapshot(t, id)).parts).toHaveLength(1);
  });
});
