import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { choose, closeWelcoming, pick } from './support/journeys.ts';
import { linkFromMail } from './support/server.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * Issue 9 item 9 in Chromium: an investor opens the profile, is sent to the missing section by the
 * portfolio banner, fills the address (a refusal first), adds a bank account (a malformed CCI
 * first), and downloads their data as PDF and JSON, each download listed with its time.
 * Screenshots at 1280 and 390 px.
 */
const journey = setUpJourney();
const step = stepRecorder('profile');
const shoot = twoWidths(step);

it('an investor edits a profile section, adds a bank account and downloads their data', async () => {
  const email = 'lucia.quispe@example.pe';
  const { page } = await newPage(journey.browser, journey.product.baseUrl, { acceptDownloads: true });

  await page.goto('/register');
  await page.getByTestId('register-document-number').fill('71234567');
  await expect.poll(() => page.getByTestId('register-name').inputValue()).not.toBe('');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill('Inversion2026');
  await page.getByTestId('register-confirm-password').fill('Inversion2026');
  await page.getByTestId('register-accept-terms').check();
  await page.getByTestId('register-accept-privacy').check();
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-success').waitFor();
  await page.goto(linkFromMail(await journey.product.waitForMail(email), '/verify-email'));
  await page.waitForURL('**/welcome');

  // The portfolio asks for the first missing section and takes the investor there.
  await page.goto('/portafolio');
  await closeWelcoming(page);
  await page.getByTestId('profile-banner').waitFor();
  await shoot(page, 'portfolio-banner');
  await page.getByTestId('profile-banner').getByRole('link', { name: 'Completar' }).click();
  await page.waitForURL(/\/perfil\/personal-information$/);

  // The overview: nothing saved yet.
  await page.goto('/perfil');
  await page.getByTestId('profile-completion').getByText('0\u00a0%').waitFor();
  await shoot(page, 'overview-empty');

  // Domicilio: a refusal first (no district), then saved.
  await page.getByTestId('profile-section-address').click();
  await page.waitForURL(/\/perfil\/residence$/);
  await page.getByTestId('field-address').fill('Jr. Ucayali 455');
  await page.getByTestId('profile-save').click();
  await page.getByText('Selecciona tu distrito.').waitFor();
  await pick(page, 'field-districtId__dep', 'Lima');
  await pick(page, 'field-districtId__prov', 'Lima');
  await pick(page, 'field-districtId', 'Miraflores');
  await page.getByTestId('profile-save').click();
  await page.getByTestId('profile-saved').waitFor();
  await shoot(page, 'residence-saved');
  await page.reload();
  await expect.poll(() => page.getByTestId('field-districtId').inputValue()).toBe('Miraflores');
  expect(await page.getByTestId('field-address').inputValue()).toBe('Jr. Ucayali 455');

  // A bank account: a short CCI is refused in Spanish, then the account is listed as principal.
  await page.goto('/perfil/bank-account');
  await page.getByTestId('bank-account-add').click();
  await choose(page, 'Banco', 'Interbank');
  await choose(page, 'Tipo de cuenta', 'Cuenta de ahorros');
  await page.getByTestId('field-accountNumber').fill('2003004567891');
  await page.getByTestId('field-cci').fill('0032000030045');
  await page.getByTestId('bank-account-save').click();
  await page.getByText('El CCI debe tener 20 dígitos.').waitFor();
  await page.getByTestId('field-cci').fill('00320000300456789136');
  await page.getByTestId('bank-account-save').click();
  await page.getByTestId('bank-account-notice').waitFor();
  const card = page.getByTestId('bank-account-card');
  await card.getByText('Principal').waitFor();
  await shoot(page, 'bank-accounts');

  // Data rights: a PDF and a JSON download, each listed with its time.
  await page.goto('/perfil');
  await page.getByTestId('profile-completion').getByText('40\u00a0%').waitFor();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-data-pdf').click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdfBytes = await readFile((await pdf.path()) ?? '');
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-data-json').click(),
  ]);
  const data = JSON.parse(await readFile((await json.path()) ?? '', 'utf8')) as {
    account: { email: string };
    profile: { address: { data: { address: string } } };
    bankAccounts: { cci: string }[];
  };
  expect(data.account.email).toBe(email);
  expect(data.profile.address.data.address).toBe('Jr. Ucayali 455');
  expect(data.bankAccounts[0]?.cci).toBe('00320000300456789136');
  await expect.poll(() => page.getByTestId('data-requests').locator('li').count()).toBe(2);
  await page
    .getByText(/soporte@|@/)
    .first()
    .waitFor();
  await shoot(page, 'overview-data-rights');
});
