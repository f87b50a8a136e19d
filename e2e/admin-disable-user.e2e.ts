import { expect, it } from 'vitest';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();

it('an administrator disables an investor, whose next login shows the deactivated dialog', async () => {
  const step = stepRecorder('admin-disable-user');
  const shoot = twoWidths(step);
  const { page } = await newPage(journey.browser, journey.product.baseUrl);
  // The investor is signed in on her phone while the back office decides.
  const phone = await newPage(journey.browser, journey.product.baseUrl, {
    viewport: { width: 390, height: 844 },
  });
  await submitLogin(phone.page, 'nuevo@invierte.pe', 'Demo2026');
  await phone.page.waitForURL((url) => url.pathname !== '/login');

  await submitLogin(page, 'admin@invierte.pe', 'Admin2026');
  await page.waitForURL('**/admin');
  await page.getByTestId('sidebar-users').click();
  await page.waitForURL('**/admin/usuarios');
  await page.getByTestId('admin-users-search').fill('nuevo@invierte.pe');
  const row = page.getByTestId('admin-users-row').filter({ hasText: 'nuevo@invierte.pe' });
  await expect.poll(() => page.getByTestId('admin-users-row').count()).toBe(1);
  await shoot(page, 'found');

  await row.getByTestId('user-toggle').click();
  const dialog = page.getByRole('dialog', { name: 'Desactivar la cuenta' });
  await dialog.getByText(/no podrá iniciar sesión: sus sesiones abiertas se cerrarán ahora/).waitFor();
  await step(page, 'confirm');
  await dialog.getByTestId('decision-confirm').click();
  await dialog.waitFor({ state: 'hidden' });
  await row.getByText('Desactivada').waitFor();
  await step(page, 'disabled');

  // Her open session ends at her next step, and she is told why and where to write.
  await phone.page.reload();
  const ended = phone.page.getByRole('dialog', { name: 'Cuenta desactivada' });
  await ended.getByText('Tu cuenta fue desactivada y cerramos tu sesión. Comunícate con soporte.').waitFor();
  await ended.getByTestId('deactivated-contact').getByText('soporte@invierte.pe').waitFor();
  expect(new URL(phone.page.url()).pathname).toBe('/login');
  await step(phone.page, 'session-ended');
  await ended.getByTestId('deactivated-ok').click();
  await phone.page
    .getByTestId('login-error')
    .getByText(/cerramos tu sesión/)
    .waitFor();

  // The investor, on another device.
  const investor = await newPage(journey.browser, journey.product.baseUrl);
  await submitLogin(investor.page, 'nuevo@invierte.pe', 'Demo2026');
  const deactivated = investor.page.getByRole('dialog', { name: 'Cuenta desactivada' });
  await deactivated.getByText('Tu cuenta está desactivada. Comunícate con soporte.').waitFor();
  // Said once: no alert repeats it behind the dialog.
  expect(await investor.page.getByTestId('login-error').count()).toBe(0);
  await shoot(investor.page, 'login-refused');
  expect(new URL(investor.page.url()).pathname).toBe('/login');
});
