import { expect, it } from 'vitest';
import { newPage, stepRecorder } from './support/browser.ts';
import { closeWelcoming, submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();

it('logs out with the dialog opened from the sidebar entry "Cerrar sesión"', async () => {
  const step = stepRecorder('logout-dialog');
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

  await submitLogin(page, 'interesado@invierte.pe', 'Demo2026');
  await page.waitForURL('**/portafolio');
  await closeWelcoming(page);

  const entry = page.getByTestId('sidebar-logout');
  expect(await entry.innerText()).toBe('Cerrar sesión');
  await step(page, 'portafolio-with-sidebar');

  const dialog = page.getByRole('dialog', { name: 'CERRAR SESIÓN' });
  await entry.click();
  await dialog.getByText('¿Quieres cerrar sesión?').waitFor();
  await dialog.getByTestId('logout-cancel').click();
  await dialog.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe('/portafolio');

  await entry.click();
  await step(page, 'logout-dialog');
  await dialog.getByTestId('logout-confirm').click();
  await page.waitForURL('**/login');
  await step(page, 'logged-out');
  expect(await page.evaluate('localStorage.getItem("auth._token.local")')).toBeNull();

  await page.goto('/portafolio');
  await page.waitForURL('**/login');
});
