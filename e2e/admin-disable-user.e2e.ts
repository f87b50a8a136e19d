import { expect, it } from 'vitest';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();

it('an administrator disables an investor, whose next login shows the deactivated dialog', async () => {
  const step = stepRecorder('admin-disable-user');
  const shoot = twoWidths(step);
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

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

  // The investor, on another device.
  const investor = await newPage(journey.browser, journey.product.baseUrl);
  await submitLogin(investor.page, 'nuevo@invierte.pe', 'Demo2026');
  const deactivated = investor.page.getByRole('dialog', { name: 'Cuenta desactivada' });
  await deactivated.getByText('Tu cuenta está desactivada. Comunícate con soporte.').waitFor();
  await shoot(investor.page, 'login-refused');
  expect(new URL(investor.page.url()).pathname).toBe('/login');
});
