import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investments, users } from '../../db/schema.ts';
import { createOnboarding, forceState, newInvestor, productId } from '../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { customerClient, penAccount, usdAccount } from './customers.test-support.ts';

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
      approvalPending: null,
      verifyingTransfer: null,
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

  it('shows the approval-pending prompt while the back office reviews an onboarding', async () => {
    const { token } = await newInvestor(t);
    const api = customerClient(t, token);
    const id = await createOnboarding(t, token);
    expect((await api.get('/api/customers/banners')).json().data.approvalPending).toBeNull();
    await forceState(t, id, 'WAITING_FOR_APPROVAL', 'SIGNED');
    expect((await api.get('/api/customers/banners')).json().data.approvalPending).toMatchObject({
      state: 'WAITING_FOR_APPROVAL',
    });
  });

  it('says the transfer is being verified while the back office checks the deposit, and only then', async () => {
    const { token } = await newInvestor(t);
    const api = customerClient(t, token);
    const id = await createOnboarding(t, token);
    expect((await api.get('/api/customers/banners')).json().data.verifyingTransfer).toBeNull();
    await forceState(t, id, 'IN_VERIFICATION', 'SIGNED');
    const banners = (await api.get('/api/customers/banners')).json().data;
    expect(banners.verifyingTransfer).toEqual({ productName: expect.any(String) });
    expect(banners.approvalPending).toBeNull();
    await forceState(t, id, 'WAITING_FOR_APPROVAL', 'SIGNED');
    expect((await api.get('/api/customers/banners')).json().data.verifyingTransfer).toBeNull();
  });
});
