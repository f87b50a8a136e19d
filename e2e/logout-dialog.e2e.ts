import { expect, it } from 'vitest';
import { newPage, stepRecorder } from './support/browser.ts';
import { closeWelcoming, submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();

it('logs out with the dialog opened from the sidebar entry "Cerrar sesión"', async () => {
  const step = stepRecorder('logout-dialog');
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

  // An INTERESADO (she holds nothing yet): her home is /portafolio.
  await submitLogin(page, 'verificacion@invierte.pe', 'Demo2026');
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

it('"Cerrar sesión en todos los dispositivos" on one device ends the session on the other too', async () => {
  const step = stepRecorder('logout-everywhere');
  const email = 'participe@invierte.pe';
  // Two devices: a laptop and a phone, each with its own storage.
  const laptop = await newPage(journey.browser, journey.product.baseUrl);
  const phone = await newPage(journey.browser, journey.product.baseUrl, {
    viewport: { width: 390, height: 844 },
  });
  for (const { page } of [laptop, phone]) {
    await submitLogin(page, email, 'Demo2026');
    await page.waitForURL('**/participe');
  }
  const phoneToken = await phone.page.evaluate<string | null>('localStorage.getItem("auth._token.local")');
  expect(phoneToken).toMatch(/^Bearer /);

  const { page } = laptop;
  await page.getByRole('link', { name: 'Mi perfil' }).click();
  await page.waitForURL('**/perfil-menu');
  const entry = page.getByTestId('profile-logout-everywhere');
  expect(await entry.innerText()).toContain('Cerrar sesión en todos los dispositivos');
  await step(page, 'perfil-menu');

  const dialog = page.getByRole('dialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
  await entry.click();
  await dialog
    .getByText('Se cerrará tu sesión en este y en todos los demás equipos donde hayas ingresado.')
    .waitFor();
  await step(page, 'confirm-dialog');
  await dialog.getByRole('button', { name: 'Sí, cerrar todas' }).click();

  // This device forgets its session and says what the server did.
  await page.waitForURL('**/login');
  await page.getByTestId('login-notice').getByText('Cerramos tu sesión en 2 dispositivos.').waitFor();
  expect(await page.evaluate('localStorage.getItem("auth._token.local")')).toBeNull();
  await step(page, 'login-notice');

  // The phone still holds its token, but the API refuses it at once…
  const status = await phone.page.evaluate(
    async (authorization) =>
      (await fetch('/api/profile/me', { headers: { Authorization: authorization ?? '' } })).status,
    phoneToken,
  );
  expect(status).toBe(401);
  // …and its next visit to a protected page asks to log in again.
  await phone.page.reload();
  await phone.page.waitForURL('**/login');
  expect(await phone.page.evaluate<string | null>('localStorage.getItem("auth._token.local")')).toBeNull();
  await step(phone.page, 'phone-logged-out');

  await laptop.context.close();
  await phone.context.close();
});
