import { expect, it } from 'vitest';
import { newPage, stepRecorder } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();

it('a wrong password shows the Spanish message and keeps the e-mail typed', async () => {
  const step = stepRecorder('wrong-password');
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

  await submitLogin(page, 'interesado@invierte.pe', 'NoEsLaClave1');
  await page.getByTestId('login-error').getByText('El correo o la contraseña no son correctos.').waitFor();
  await step(page, 'refused');
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(await page.getByTestId('login-email').inputValue()).toBe('interesado@invierte.pe');

  // Only the password needs typing again.
  await page.getByTestId('login-password').fill('Demo2026');
  await page.getByTestId('login-submit').click();
  // Luis holds quotas, so is a participant: his home is /participe.
  await page.waitForURL('**/participe');
  await step(page, 'logged-in');
});
