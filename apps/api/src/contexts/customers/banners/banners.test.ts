import { eq } from 'drizzle-orm';
import { waitingNoticeDefaults } from '@invierte/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investments, users } from '../../../db/schema.ts';
import { createOnboarding, forceState, newInvestor, productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { customerClient, penAccount, usdAccount } from '../customers/customers.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

async function userIdOf(dni: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.documentNumber, dni));
  return row!.id;
}

describe('banners', () => {
  it('asks a new customer for the profile only', async () => {
    const { token } = await newInvestor(t);
    const banners = (await customerClient(t, token).get('/api/customers/banners')).json().data;
    expect(banners).toEqual({
      profile: { missing: 'personalInformation', path: '/perfil/personal-information' },
      bankAccount: null,
      request: null,
    });
  });

  it('asks for an account where earnings are paid while an invested currency has none', async () => {
    const { token, dni } = await newInvestor(t);
    const api = customerClient(t, token);
    const userId = await userIdOf(dni);
    await t.db.insert(investments).values({ userId, productId: await productId(t, 'factoring-soles') });
    await api.post('/api/customers/bank-accounts', usdAccount);
    const before = (await api.get('/api/customers/banners')).json().data.bankAccount;
    expect(before).toMatchObject({ currency: 'PEN', path: '/portafolio/factoring/PEN?deposit=1' });

    await api.post('/api/customers/bank-accounts', penAccount);
    expect((await api.get('/api/customers/banners')).json().data.bankAccount).toBeNull();
  });

  it('names the open request with its state, and the waiting text while she waits on the back office', async () => {
    const { token } = await newInvestor(t);
    const api = customerClient(t, token);
    const id = await createOnboarding(t, token);
    const request = async () => (await api.get('/api/customers/banners')).json().data.request;
    expect(await request()).toEqual({
      onboardingId: id,
      productName: 'Factoring',
      state: 'IN_PROGRESS',
      contractState: 'PENDING',
      waitingText: null,
    });
    await forceState(t, id, 'WAITING_FOR_APPROVAL', 'SIGNED');
    expect(await request()).toMatchObject({
      state: 'WAITING_FOR_APPROVAL',
      waitingText: waitingNoticeDefaults.SIGNATURE_REVIEW.text,
    });
    await forceState(t, id, 'PENDING_DEPOSIT', 'APPROVED');
    expect(await request()).toMatchObject({
      state: 'PENDING_DEPOSIT',
      contractState: 'APPROVED',
      waitingText: null,
    });
    await forceState(t, id, 'IN_VERIFICATION', 'APPROVED');
    expect(await request()).toMatchObject({
      state: 'IN_VERIFICATION',
      waitingText: waitingNoticeDefaults.DEPOSIT_VERIFICATION.text,
    });
    // A request that is over leaves no strip: the e-mail and the alert told her.
    await forceState(t, id, 'APPROVED', 'APPROVED');
    expect(await request()).toBeNull();
  });
});
