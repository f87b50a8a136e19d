import { formatCurrency, limaDate, quotaChangeNewAmount } from '@invierte/domain';
import { expect, it } from 'vitest';
import { interesado, productApi } from './support/api.ts';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { closeWelcoming, submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * Issue 9 item 7 in Chromium: the back office publishes a new quota value while an investor's
 * onboarding is priced at the old one. Three runs: reactivate with the new amount; cancel; and, with
 * the contract already approved, the force cancel that waits for support before a new request can
 * start, carried out by support from its queue. The approved contract is reached through the test
 * server's state route (src/test/e2e-server.ts); everything else goes through the product's own calls.
 */
const journey = setUpJourney({}, 'dist/e2e-server.js');
const step = stepRecorder('onboarding-quota-change');
const shoot = twoWidths(step);
const { call, data: api, logIn: logInAs, interesadoPastQuestions } = productApi(journey);
const logIn = (who: { email: string; password: string }) => logInAs(who.email, who.password);
// An INTERESADO who holds nothing: his first request, back to /portafolio when it ends.
const investor = interesado;
const admin = { email: 'admin@invierte.pe', password: 'Admin2026' };

let factoringId = '';
let published = 150;
/** A new quota value of today for Factoring soles (each run a different one). */
async function publishNewValue(adminToken: string): Promise<string> {
  published += 1.25;
  const value = published.toFixed(8);
  const res = await api<{ pausedOnboardings: number }>(
    'POST',
    `/api/admin/products/${factoringId}/quota-values`,
    adminToken,
    { valueDate: limaDate(new Date()), value },
  );
  expect(res.pausedOnboardings).toBe(1);
  return value;
}

/** The investor's onboarding in Factoring soles with S/ 1,500 priced at the day's value. */
async function pricedOnboarding(token: string): Promise<string> {
  const products = await api<Array<{ id: string; slug: string }>>('GET', '/api/products/free', token);
  factoringId = products.find((p) => p.slug === 'factoring-soles')!.id;
  const { _id } = await api<{ _id: string }>('POST', '/api/onboarding/create', token, {
    productId: factoringId,
  });
  await api('POST', `/api/onboarding/${_id}/investment`, token, { amount: '1500' });
  return _id;
}

it('reactivates with the new amount, cancels, and force-cancels through support', async () => {
  const [token, adminToken] = [await interesadoPastQuestions(), await logIn(admin)];
  const { page } = await newPage(journey.browser, journey.product.baseUrl);
  await submitLogin(page, investor.email, investor.password);
  await page.waitForURL('**/portafolio');
  await closeWelcoming(page);

  // 1. Reactivate: the quotas stay, the amount follows the new value.
  const first = await pricedOnboarding(token);
  const before = await api<{ investment: { quotaNumber: string } }>(
    'GET',
    `/api/onboarding/${first}/info`,
    token,
  );
  const newValue = await publishNewValue(adminToken);
  await page.goto(`/onboarding/${first}`);
  const changed = page.getByRole('dialog', { name: '¡El valor cuota ha cambiado!' });
  await changed.waitFor();
  expect(await changed.getByLabel('Cerrar').count()).toBe(0);
  expect(await page.getByTestId('quota-new').textContent()).toContain('151.25');
  await shoot(page, 'quota-changed');
  await page.getByTestId('quota-continue').click();
  const reactivate = page.getByRole('dialog', { name: '¿Deseas continuar con tu solicitud?' });
  await reactivate.waitFor();
  const newAmount = quotaChangeNewAmount(newValue, before.investment.quotaNumber);
  expect(await page.getByTestId('quota-new-amount').textContent()).toBe(formatCurrency(newAmount, 'PEN'));
  await shoot(page, 'reactivate');
  await page.getByTestId('reactivate-continue').click();
  await reactivate.waitFor({ state: 'hidden' });
  await page.waitForURL(`**/onboarding/${first}/step-1/**`);
  const resumed = await api<{ state: string; investment: { amount: string; quotaNumber: string } }>(
    'GET',
    `/api/onboarding/${first}/info`,
    token,
  );
  expect(resumed.state).toBe('IN_PROGRESS');
  expect(resumed.investment).toMatchObject({ amount: newAmount, quotaNumber: before.investment.quotaNumber });
  await api('PUT', `/api/onboarding/${first}`, token);

  // 2. Cancel from the dialog: back to the portfolio, free to start another request.
  const second = await pricedOnboarding(token);
  await publishNewValue(adminToken);
  await page.goto(`/onboarding/${second}`);
  await page.getByTestId('quota-cancel').click();
  await page.waitForURL('**/portafolio');
  expect(await page.evaluate("localStorage.getItem('progressPercentage')")).toBe('0');
  expect((await call('GET', '/api/onboarding/pending', token)).status).toBe(404);

  // 3. The contract is approved: only support can cancel, and a new request waits for it.
  const third = await pricedOnboarding(token);
  await api('POST', `/api/test-only/onboarding/${third}/state`, null, {
    state: 'PENDING_DEPOSIT',
    contractState: 'APPROVED',
  });
  await publishNewValue(adminToken);
  await page.goto(`/onboarding/${third}`);
  await page.waitForURL(`**/onboarding/${third}/step-3/deposit`);
  await page.getByTestId('quota-cancel').click();
  await page.getByRole('dialog', { name: 'Tu contrato ya fue aprobado' }).waitFor();
  await page.getByTestId('force-cancel-request').click();
  await page.getByRole('dialog', { name: 'Tu solicitud de cancelación está en proceso' }).waitFor();
  await shoot(page, 'cancel-in-process');
  await page.getByTestId('cancel-in-process-ok').click();
  await page.waitForURL('**/portafolio');
  const refused = await call('POST', '/api/onboarding/create', token, { productId: factoringId });
  expect(refused.status).toBe(409);

  // Support carries the request out from its queue (/admin/soporte), after confirming.
  const { page: support } = await newPage(journey.browser, journey.product.baseUrl);
  await submitLogin(support, admin.email, admin.password);
  await support.waitForURL('**/admin');
  await support.goto('/admin/soporte');
  // The demo's own force-cancel request (Jorge Paredes) waits there too: this one is Carlos's.
  const request = support.getByTestId('admin-support-row').filter({ hasText: 'Carlos Huamán' });
  await request.waitFor();
  await shoot(support, 'support-queue');
  await request.getByTestId('support-cancel').click();
  await support.getByRole('dialog', { name: 'Cancelar la solicitud' }).waitFor();
  await support.getByTestId('decision-confirm').click();
  await request.waitFor({ state: 'detached' });
  await support.getByTestId('admin-support-row').filter({ hasText: 'Jorge Paredes' }).waitFor();
  await support.close();

  const next = await call('POST', '/api/onboarding/create', token, { productId: factoringId });
  expect(next.status, JSON.stringify(next.json)).toBe(201);
});
