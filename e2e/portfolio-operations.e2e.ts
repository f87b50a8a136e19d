import type { PortfolioFund, UserAlert, UserProfile } from '@invierte/domain';
import { formatCurrency } from '@invierte/domain';
import Decimal from 'decimal.js';
import { expect, it } from 'vitest';
import { productApi } from './support/api.ts';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * Issue 10 in Chromium: from her holdings a participant opens a fund's page, reinvests part of it in
 * another fund with the exact figures before confirming, and transfers quotas to another participant
 * with the code e-mailed to her; the ledger shows both, and the recipient is told. Screenshots at
 * 1280 and 390 px.
 */
const journey = setUpJourney();
const step = stepRecorder('portfolio-operations');
const shoot = twoWidths(step);
const api = productApi(journey);

it('a participant reinvests between funds and transfers quotas to another participant', async () => {
  const maria = await api.logIn('participe@invierte.pe', 'Demo2026');
  const luis = await api.logIn('interesado@invierte.pe', 'Demo2026');
  const admin = await api.logIn('admin@invierte.pe', 'Admin2026');
  // Luis holds quotas, so he is a participant and may receive some.
  expect((await api.data<UserProfile>('GET', '/api/profile/me', luis)).profile).toBe('PARTICIPE');
  const funds = (token: string) => api.data<PortfolioFund[]>('GET', '/api/portfolio/funds', token);
  const bonoOf = async (token: string) =>
    (await funds(token)).find((f) => f.productSlug === 'bono-select-midcap-soles');
  const bono = (await bonoOf(maria))!;

  const { page } = await newPage(journey.browser, journey.product.baseUrl);
  await submitLogin(page, 'participe@invierte.pe', 'Demo2026');
  await page.waitForURL('**/participe');

  // The fund's own page, from its card.
  await page
    .getByTestId('portfolio-fund')
    .filter({ hasText: 'Bono Select MidCap' })
    .getByTestId('fund-detail')
    .click();
  await page.waitForURL('**/portafolio/bono/PEN/BSMCN');
  await page.getByTestId('fund-detail-value').getByText(formatCurrency(bono.value!, 'PEN')).waitFor();
  await page.getByTestId('payout-bank').waitFor();
  await shoot(page, 'fund');

  // Reinvest S/ 2,000.00 of Bono in Factoring: the figures first, then once.
  await page.getByRole('link', { name: 'Reinvertir' }).click();
  await page.waitForURL(/reinvertir\?productId=/);
  await expect.poll(() => page.getByTestId('reinvest-from').inputValue()).toBe(bono.productId);
  await page.getByTestId('reinvest-value').fill('2000');
  await expect.poll(() => page.getByTestId('reinvestment-amount').textContent()).toBe('S/\u00a02,000.00');
  await shoot(page, 'reinvest-calculated');
  await page.getByTestId('reinvest-continue').click();
  await page.getByTestId('reinvest-confirmation').waitFor();
  await page.getByTestId('reinvest-confirm').click();
  await page.getByTestId('reinvest-done').waitFor();
  await shoot(page, 'reinvested');
  const afterReinvest = (await bonoOf(maria))!;
  // Bono gave quotas worth at least S/ 2,000.00 (rounded up), and Factoring received what that buys.
  expect(new Decimal(bono.quotas).minus(afterReinvest.quotas).gt(0)).toBe(true);
  const factoring = (await funds(maria)).find((f) => f.productSlug === 'factoring-soles');
  expect(new Decimal(factoring!.quotas).gt(0)).toBe(true);

  // Transfer 1.5 Bono quotas to Luis, confirmed with the code from the outbox.
  await page.goto(`/portafolio/movimientos/transferir?productId=${bono.productId}`);
  await page.getByTestId('transfer-quotas').fill('1.5');
  await page.getByTestId('transfer-document-number').fill('40000002');
  await page.getByTestId('transfer-email').fill('interesado@invierte.pe');
  // One quota value, named by its day: the one the receipt says the transfer was recorded at.
  const shownValue = await page.getByTestId('transfer-quota-value').textContent();
  expect(shownValue).toMatch(/^S\/\s[\d,]+\.\d{8}$/);
  await page.getByTestId('transfer-value').waitFor();
  await shoot(page, 'transfer-form');
  await page.getByTestId('transfer-continue').click();
  await page.getByTestId('transfer-confirmation').waitFor();
  const mail = await journey.product.waitForMail('participe@invierte.pe');
  const code = /es (\d{6})\./.exec(mail)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.getByTestId('transfer-code').fill(code);
  await shoot(page, 'transfer-confirm');
  await page.getByTestId('transfer-confirm').click();
  await page
    .getByTestId('transfer-done')
    .getByText('recibió 1.50000000 cuotas de Bono Select MidCap')
    .waitFor();
  expect(await page.getByTestId('transfer-done').textContent()).toContain(`(${shownValue}).`);
  await shoot(page, 'transferred');

  expect((await bonoOf(maria))!.quotas).toBe(new Decimal(afterReinvest.quotas).minus('1.5').toFixed(8));
  expect((await bonoOf(luis))!.quotas).toBe('1.50000000');
  const alerts = await api.data<UserAlert[]>('GET', '/api/user/alert', luis);
  expect(alerts.map((a) => a.message)).toContain('Recibiste 1.50000000 cuotas de Bono Select MidCap.');
  // Both operations are on the ledger, and it still reconciles.
  const reconciliation = await api.data<{ ok: boolean }>('GET', '/api/admin/ledger/reconciliation', admin);
  expect(reconciliation.ok).toBe(true);
});
