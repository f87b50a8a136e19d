import { expect, it } from 'vitest';
import { makePng } from '../apps/api/src/test/images.ts';
import { interesado, productApi } from './support/api.ts';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { closeWelcoming, openAlerts, submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * Issue 9 item 5 and issue 25 in Chromium: the back office approves an investor's signature through
 * its API; she has the e-mail and the alert under the bell, and the portfolio's strip takes her
 * straight to step 3. There she sees what to transfer and where, is stopped by a fake voucher
 * without losing what was typed, sends a real one, lands on /onboarding-fin and finds the strip
 * saying her transfer is being verified and how long it usually takes. Signing itself belongs to
 * another journey, so the test server moves the onboarding to the signing review
 * (src/test/e2e-server.ts). Screenshots at 1280 and 390 px.
 */
const journey = setUpJourney({}, 'dist/e2e-server.js');
const step = stepRecorder('onboarding-step3');
const shoot = twoWidths(step);
const { data: api, logIn, interesadoPastQuestions } = productApi(journey);
// An INTERESADO who holds nothing, for his first request.
const { email, password } = interesado;

/** The seeded investor's onboarding for 1,500 soles of Factoring, signed and waiting for the review. */
async function onboardingAwaitingSignatureReview(): Promise<string> {
  const accessToken = await interesadoPastQuestions();
  const products = await api<Array<{ id: string; slug: string }>>('GET', '/api/products/free', accessToken);
  const factoring = products.find((p) => p.slug === 'factoring-soles');
  const { _id } = await api<{ _id: string }>('POST', '/api/onboarding/create', accessToken, {
    productId: factoring?.id,
  });
  await api('POST', `/api/onboarding/${_id}/investment`, accessToken, { amount: '1500' });
  await api('POST', `/api/test-only/onboarding/${_id}/state`, null, {
    state: 'WAITING_FOR_APPROVAL',
    contractState: 'SIGNED',
  });
  return _id;
}

/** The newest e-mail to the investor holding `text` (quoted-printable soft breaks undone). */
async function mailHolding(text: string): Promise<string> {
  await expect
    .poll(async () =>
      (await journey.product.mailsTo(email)).some((m) => m.replace(/=\r?\n/g, '').includes(text)),
    )
    .toBe(true);
  const mails = await journey.product.mailsTo(email);
  return mails.map((m) => m.replace(/=\r?\n/g, '')).find((m) => m.includes(text))!;
}

it('an investor is told her signature was approved, goes to step 3, transfers and sees the verifying strip', async () => {
  const id = await onboardingAwaitingSignatureReview();
  const step3 = `/onboarding/${id}/step-3/deposit`;
  // Compliance approves the signature through the back office's API.
  const compliance = await logIn('cumplimiento@invierte.pe', 'Admin2026');
  await api('PUT', `/api/admin/onboarding/signing/${id}/approve`, compliance, {});
  // The e-mail, written by the built-in provider, leads straight to step 3.
  const mail = await mailHolding('Revisamos y aprobamos la firma de tu contrato de Factoring.');
  expect(mail).toContain(`${journey.product.baseUrl}${step3}`);

  const { page } = await newPage(journey.browser, journey.product.baseUrl, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await submitLogin(page, email, password);
  await page.waitForURL('**/portafolio');
  // The seeded investor has never closed the first-visit dialog.
  await closeWelcoming(page);

  // The alert under the bell.
  const alert = page.getByTestId('alert-item').filter({ hasText: 'Aprobamos tu firma' });
  await openAlerts(page, alert);
  expect(await alert.textContent()).toContain('Ya puedes hacer tu depósito para Factoring');
  await page.keyboard.press('Escape');
  await alert.waitFor({ state: 'hidden' });

  // The strip says the deposit is her next step, and its link takes her straight to step 3.
  const strip = page.getByTestId('request-strip');
  await expect.poll(() => strip.getAttribute('data-state')).toBe('PENDING_DEPOSIT');
  expect(await strip.textContent()).toContain('Ya puedes hacer tu depósito para Factoring.');
  await shoot(page, 'portfolio-strip-deposit');
  await strip.getByRole('link', { name: 'Hacer mi depósito' }).click();
  await page.waitForURL(`**${step3}`);
  // /deposit leads there too.
  await page.goto('/deposit');
  await page.waitForURL(`**${step3}`);
  await expect.poll(() => page.getByTestId('deposit-amount').textContent()).toBe('S/\u00a01,500.00');
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
  expect(await mailHolding('OP-2026-0042')).toContain('Estamos verificando tu transferencia');

  await page.getByRole('link', { name: 'Ir a mi portafolio' }).click();
  await page.waitForURL('**/portafolio');
  const banner = page.locator('[data-testid="request-strip"][data-state="IN_VERIFICATION"]');
  await banner.waitFor();
  expect(await banner.textContent()).toContain('Estamos verificando tu transferencia de Factoring.');
  expect(await banner.getByTestId('waiting-notice').textContent()).toContain('normalmente');
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
