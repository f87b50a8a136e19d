import { expect, it } from 'vitest';
import { newPage, stepRecorder } from './support/browser.ts';
import { linkFromMail } from './support/server.ts';
import { setUpJourney } from './support/setup.ts';

// Verification links live one second in this product.
const journey = setUpJourney({ EMAIL_VERIFICATION_TTL_SECONDS: '1' });

it('an expired verification link leads to /link-expired, which sends a new one', async () => {
  const step = stepRecorder('expired-verification-link');
  const email = 'tarde@example.pe';
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

  await page.goto('/register');
  await page.getByTestId('register-document-type').selectOption('PASAPORTE');
  await page.getByTestId('register-document-number').fill('AB1234567');
  await page.getByTestId('register-name').fill('Lucía');
  await page.getByTestId('register-last-name').fill('Tarde');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill('Inversion2026');
  await page.getByTestId('register-confirm-password').fill('Inversion2026');
  await page.getByTestId('register-accept-terms').check();
  await page.getByTestId('register-accept-privacy').check();
  await page.getByTestId('register-submit').click();
  await page.getByTestId('register-success').waitFor();

  const link = linkFromMail(await journey.product.waitForMail(email), '/verify-email');
  // The one fixed wait: let the link's lifetime run out.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await page.goto(link);
  await page.waitForURL('**/link-expired');
  await page.getByRole('heading', { name: 'El enlace ha expirado' }).waitFor();
  await step(page, 'link-expired');

  await page.getByTestId('resend-email').fill(email);
  await page.getByTestId('resend-submit').click();
  await journey.product.waitForMail(email, 2);
  expect(await journey.product.mailsTo(email)).toHaveLength(2);
  await step(page, 'new-link-sent');
});
