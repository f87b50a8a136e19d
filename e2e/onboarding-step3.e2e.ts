import { expect, it } from 'vitest';
import { makePng } from '../apps/api/src/test/images.ts';
import { productApi } from './support/api.ts';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { closeWelcoming, submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * Issue 9 item 5 in Chromium: an investor whose contract the back office approved (PENDING_DEPOSIT)
 * sees what to transfer and where, is stopped by a fake voucher without losing what was typed, sends
 * a real one, lands on /onboarding-fin and finds the "verifying your transfer" banner on /portafolio.
 * The signing approval belongs to other slices, so the test server moves the onboarding there
 * (src/test/e2e-server.ts). Screenshots at 1280 and 390 px.
 */
const journey = setUpJourney({}, 'src/test/e2e-server.ts');
const step = stepRecorder('onboarding-step3');
const shoot = twoWidths(step);
const { data: api } = productApi(journey);
const email = 'interesado@invierte.pe';

/** The seeded investor's onboarding for 1,500 soles of Factoring, moved to PENDING_DEPOSIT. */
async function onboardingAwaitingDeposit(): Promise<string> {
  const { accessToken } = await api<{ accessToken: string }>('POST', '/api/auth/login', null, {
    email,
    password: 'Demo2026',
  });
  const products = await api<Array<{ id: string; slug: string }>>('GET', '/api/products/free', accessToken);
  const factoring = products.find((p) => p.slug === 'factoring-soles');
  const { _id } = await api<{ _id: string }>('POST', '/api/onboarding/create', accessToken, {
    productId: factoring?.id,
  });
  await api('POST', `/api/onboarding/${_id}/investment`, accessToken, { amount: '1500' });
  await api('POST', `/api/test-only/onboarding/${_id}/state`, null, {
    state: 'PENDING_DEPOSIT',
    contractState: 'APPROVED',
  });
  return _id;
}

it('an investor transfers, sends the voucher and sees the verifying banner', async () => {
  const id = await onboardingAwaitingDeposit();
  const { page } = await newPage(journey.browser, journey.product.baseUrl, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  await submitLogin(page, email, 'Demo2026');
  await page.waitForURL('**/portafolio');

  // /deposit leads to the current onboarding's step 3.
  await page.goto('/deposit');
  await page.waitForURL(`**/onboarding/${id}/step-3/deposit`);
  await expect.poll(() => page.getByTestId('deposit-amount').textContent()).toBe('S/ 1,500.00');
  const accounts = page.getByTestId('fund-account');
  expect(await accounts.count()).toBe(2);
  await accounts.first().getByRole('button', { name: 'Copiar cci' }).click();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe('00219300245678901214');
  await shoot(page, 'deposit-instructions');

  // A web page renamed .pdf is refused in the browser; nothing typed is lost.
  await page.getByLabel('Número de operación').fill('OP-2026-0042');
  await page.getByRole('combobox', { name: 'Banco de origen' }).click();
  await page.getByRole('option', { name: 'Interbank', exact: true }).click();
  await page.getByTestId('voucher-input').setInputFiles({
    name: 'constancia.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><body>no soy un PDF</body></html>'),
  });
  await expect
    .poll(() => page.getByTestId('voucher-errors').textContent())
    .toBe('«constancia.pdf» no es una imagen JPG o PNG ni un PDF.');
  expect(await page.getByLabel('Número de operación').inputValue()).toBe('OP-2026-0042');

  await page.getByTestId('voucher-input').setInputFiles({
    name: 'voucher.png',
    mimeType: 'image/png',
    buffer: makePng(320, 480),
  });
  await page.getByTestId('voucher-item').waitFor();
  await expect.poll(() => page.getByTestId('voucher-errors').count()).toBe(0);
  await shoot(page, 'deposit-form-filled');

  // Without the declaration nothing is sent; with it (and the newsletter) the voucher goes.
  await page.getByRole('button', { name: 'Enviar comprobante' }).click();
  await page.getByText('Confirma la declaración para enviar tu comprobante.').waitFor();
  expect(await page.getByTestId('voucher-item').count()).toBe(1);
  await page.getByTestId('deposit-declaration').click();
  await page.getByLabel('Quiero recibir el boletín con novedades de mis inversiones.').check();
  await page.getByRole('button', { name: 'Enviar comprobante' }).click();
  await page.waitForURL('**/onboarding-fin');
  await page.getByTestId('verifying-title').waitFor();
  await shoot(page, 'onboarding-fin');
  const mail = await journey.product.waitForMail(email);
  expect(mail).toContain('OP-2026-0042');

  await page.getByRole('link', { name: 'Ir a mi portafolio' }).click();
  await page.waitForURL('**/portafolio');
  // The seeded investor has never closed the first-visit dialog.
  await closeWelcoming(page);
  const banner = page.getByTestId('verifying-transfer-banner');
  await banner.waitFor();
  expect(await banner.textContent()).toContain('Estamos verificando tu transferencia');
  await step(page, 'portfolio-banner-1280');
  // On a phone the sidebar starts closed: load the page at that width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await banner.waitFor();
  await step(page, 'portfolio-banner-390');
  await banner.getByRole('link', { name: 'Ver movimientos' }).click();
  await page.waitForURL('**/portafolio/movimientos');

  // With the deposit being verified, /deposit and the step-3 address both lead to /onboarding-fin.
  await page.goto('/deposit');
  await page.waitForURL('**/onboarding-fin');
  await page.goto(`/onboarding/${id}/step-3/deposit`);
  await page.waitForURL('**/onboarding-fin');
});
