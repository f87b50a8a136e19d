import type { OnboardingState } from '@invierte/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { seedAdminProfileIds } from '../../../db/seed-data/admin-profiles.ts';
import { ledgerAccounts, movements, onboardingApprovals, users, investments } from '../../../db/schema.ts';
import { demoTokens, nextIp, verifiedUser } from '../../../test/accounts.ts';
import { createOnboarding, forceState, newInvestor, snapshot } from '../../../test/onboarding.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { onboardingRepository } from '../onboarding/onboarding.repository.ts';

let admins = 0;
/** The seeded administrator plus a second one (maker-checker needs two people). */
export async function twoAdmins(t: TestApp) {
  const { admin } = await demoTokens(t, ['admin']);
  admins++;
  const email = `checker${admins}@invierte.pe`;
  const { accessToken } = await verifiedUser(t, email, String(48_000_000 + admins));
  await t.db
    .update(users)
    .set({ profile: 'ADMIN', adminProfileId: seedAdminProfileIds.superAdmin })
    .where(eq(users.email, email));
  return { maker: admin!, checker: accessToken };
}

export function call(t: TestApp) {
  return async (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'user-agent': 'vitest-review',
        // Every POST goes with a fresh Idempotency-Key unless the test names its own.
        ...(method === 'POST' ? { 'idempotency-key': `test-${randomUUID()}` } : {}),
        ...headers,
      },
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** An investor's onboarding waiting in `state`, with a priced investment and a registered deposit. */
export async function onboardingIn(t: TestApp, state: OnboardingState, amount = '1500.00') {
  const investor = await newInvestor(t);
  const id = await createOnboarding(t, investor.token);
  const contract = ['PENDING_DEPOSIT', 'IN_VERIFICATION', 'WAITING_FOR_CANCEL'].includes(state)
    ? 'APPROVED'
    : state === 'WAITING_FOR_APPROVAL'
      ? 'SIGNED'
      : 'PENDING';
  await forceState(
    t,
    id,
    state,
    contract,
    state === 'WAITING_FOR_CANCEL' || state === 'ON_HOLD' ? 'IN_VERIFICATION' : null,
  );
  const at = new Date();
  await onboardingRepository.upsertPart(t.db, id, 'investment', { amount }, at);
  if (['IN_VERIFICATION', 'WAITING_FOR_CANCEL'].includes(state))
    await onboardingRepository.upsertPart(
      t.db,
      id,
      'deposit',
      { amount, operationNumber: 'OP-1', transferDate: '2026-01-15', bank: 'BCP', bankName: 'BCP' },
      at,
    );
  return { id, investor };
}

/** Everything an approval could change: to prove a refusal changed nothing. */
export async function moneySnapshot(t: TestApp, id: string) {
  return {
    onboarding: await snapshot(t, id),
    approvals: (
      await t.db.select().from(onboardingApprovals).where(eq(onboardingApprovals.onboardingId, id))
    ).map((a) => [a.status, a.quotas, a.makerId, a.checkerId]),
    positions: (await t.db.select().from(ledgerAccounts)).map((a) => [a.code, a.posted, a.reserved]).sort(),
    movements: (await t.db.select({ id: movements.id }).from(movements)).length,
    investments: (await t.db.select({ id: investments.id }).from(investments)).length,
  };
}

export const expectError = (
  res: { statusCode: number; json: () => { message: string } },
  status: number,
  message: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toBe(message);
};
