import { expect, it } from 'vitest';
import { newPage, stepRecorder } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();

it('a guest sent from /portafolio/movimientos to /login comes back there after logging in', async () => {
  const step = stepRecorder('deep-link-after-login');
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

  await page.goto('/portafolio/movimientos');
  await page.waitForURL('**/login');
  await step(page, 'sent-to-login');

  await submitLogin(page, 'interesado@invierte.pe', 'Demo2026');
  await page.waitForURL('**/portafolio/movimientos');
  await page.getByTestId('topbar-first-name').getByText('Luis').waitFor();
  expect(await page.evaluate('localStorage.getItem("redirect")')).toBeNull();
  await step(page, 'back-on-movimientos');
});
