import { expect, it } from 'vitest';
import { newPage, stepRecorder } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { linkFromMail } from './support/server.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();
const RECOVERY_MESSAGE =
  'Si el correo está registrado, te enviamos un enlace para crear una nueva contraseña. Revisa tu bandeja de entrada.';

it('password recovery → /create-password → the new password logs in, the old one no longer does', async () => {
  const step = stepRecorder('password-recovery');
  const email = 'participe@invierte.pe';
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await page.waitForURL('**/forget-password');
  await page.getByTestId('recovery-email').fill(email);
  await page.getByTestId('recovery-submit').click();
  await page.getByTestId('recovery-sent').getByText(RECOVERY_MESSAGE).waitFor();
  await step(page, 'recovery-sent');

  const link = linkFromMail(await journey.product.waitForMail(email), '/create-password');
  await page.goto(link);
  await page.waitForURL('**/create-password?token=*');
  await page.getByTestId('new-password').fill('Renovada2026');
  await page.getByTestId('new-password-confirm').fill('Renovada2026');
  await step(page, 'new-password-filled');
  await page.getByTestId('new-password-submit').click();
  await page.getByTestId('new-password-done').waitFor();
  await step(page, 'password-created');

  // The link works once.
  const reuse = await newPage(journey.browser, journey.product.baseUrl);
  await reuse.page.goto(link);
  await reuse.page.waitForURL('**/link-expired?type=password');
  await reuse.page.getByTestId('recovery-email').waitFor();
  await step(reuse.page, 'used-link');
  await reuse.context.close();

  await page.getByTestId('new-password-login').click();
  await page.waitForURL('**/login');
  await submitLogin(page, email, 'Demo2026');
  await page.getByTestId('login-error').getByText('El correo o la contraseña no son correctos.').waitFor();
  await step(page, 'old-password-refused');

  await page.getByTestId('login-password').fill('Renovada2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/participe');
  expect(await page.evaluate('localStorage.getItem("auth._token.local")')).toMatch(/^Bearer /);
  await step(page, 'logged-in-with-new-password');
});
