import { expect, it } from 'vitest';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();

it('the super admin builds a profile from roles and gives an account back-office access with it', async () => {
  const step = stepRecorder('admin-permissions');
  const shoot = twoWidths(step);
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

  await submitLogin(page, 'admin@invierte.pe', 'Admin2026');
  await page.waitForURL('**/admin');
  await page.getByTestId('sidebar-permissions').click();
  await page.waitForURL('**/admin/permisos');
  await page.getByTestId('admin-users-row').filter({ hasText: 'operaciones@invierte.pe' }).waitFor();
  await shoot(page, 'administrators');

  // A profile for the help desk: the support role, what it allows listed before saving.
  await page.getByTestId('permissions-tab-perfiles').click();
  await page.getByTestId('profile-add').click();
  await page.getByTestId('profile-name').fill('Mesa de ayuda');
  await page.getByTestId('profile-role-SUPPORT').check();
  await page.getByTestId('profile-allows').getByText('Ver la cola de solicitudes de anulación.').waitFor();
  await step(page, 'new-profile');
  await page.getByTestId('profile-save').click();
  await page.getByTestId('admin-profiles-row').filter({ hasText: 'Mesa de ayuda' }).waitFor();
  await shoot(page, 'profiles');

  // An existing account gets access with it.
  await page.getByTestId('permissions-tab-administradores').click();
  await page.getByTestId('admin-user-add').click();
  await page.getByTestId('admin-user-email').fill('nuevo@invierte.pe');
  await page.getByTestId('admin-user-profile').selectOption({ label: 'Mesa de ayuda' });
  await page.getByTestId('admin-user-save').click();
  await page
    .getByTestId('admin-users-row')
    .filter({ hasText: 'nuevo@invierte.pe' })
    .getByText('Mesa de ayuda')
    .waitFor();

  // The new administrator sees only what the support role opens.
  const helpDesk = await newPage(journey.browser, journey.product.baseUrl);
  await submitLogin(helpDesk.page, 'nuevo@invierte.pe', 'Demo2026');
  await helpDesk.page.waitForURL('**/admin');
  await helpDesk.page.getByTestId('sidebar-users').waitFor();
  await shoot(helpDesk.page, 'help-desk-home');
  expect(await helpDesk.page.getByTestId('sidebar-rescues').count()).toBe(0);
  expect(await helpDesk.page.getByTestId('sidebar-permissions').count()).toBe(0);

  // A section the profile does not open, reached by its address, says so instead of failing.
  await helpDesk.page.goto('/admin/rescates');
  const noAccess = helpDesk.page.getByTestId('admin-no-access');
  await noAccess.getByText('No tienes acceso a esta sección').waitFor();
  await noAccess.getByText(/Tu perfil \(Mesa de ayuda\) no incluye «Rescates»/).waitFor();
  expect(await helpDesk.page.getByText('Reintentar').count()).toBe(0);
  await shoot(helpDesk.page, 'help-desk-no-access');
  await noAccess.getByRole('link', { name: 'Volver al resumen' }).click();
  await helpDesk.page.waitForURL('**/admin');
});
