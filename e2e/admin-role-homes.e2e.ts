import { adminSections } from '@invierte/domain';
import { expect, it } from 'vitest';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();

/** What a button or link would change: none of these may be offered to a read-only profile. */
const WRITE_WORDS =
  /^(publicar|guardar|aprobar|preparar|confirmar|rechazar|registrar|desactivar|activar|editar|eliminar|quitar|importar|aplicar|agregar|añadir|crear|subir|cancelar solicitud|reintentar envío|volver a enviar|corregir|levantar)/i;

it('support finds the seeded force-cancel request on its home and carries it out', async () => {
  const shoot = twoWidths(stepRecorder('admin-role-homes'));
  const { page } = await newPage(journey.browser, journey.product.baseUrl);
  await submitLogin(page, 'atencion@invierte.pe', 'Admin2026');
  await page.waitForURL('**/admin');
  const card = page.getByTestId('home-support');
  await card.getByText('pedidos de anulación por atender').waitFor();
  expect(await card.textContent()).toContain('1pedidos de anulación por atender');
  expect(await page.getByTestId('home-nothing-open').count()).toBe(0);
  await shoot(page, 'support-home');

  await card.getByRole('link', { name: 'Atender la cola' }).click();
  await page.waitForURL('**/admin/soporte');
  const request = page.getByTestId('admin-support-row').filter({ hasText: 'Jorge Paredes' });
  await request.getByTestId('support-cancel').click();
  await page.getByRole('dialog', { name: 'Cancelar la solicitud' }).waitFor();
  await page.getByTestId('decision-confirm').click();
  await page.getByText('No hay solicitudes de cancelación pendientes.').waitFor();

  await page.getByTestId('sidebar-admin').click();
  await page.waitForURL('**/admin');
  await expect.poll(async () => card.textContent()).toContain('0pedidos de anulación por atender');
});

it('compliance finds its restricted list on its home', async () => {
  const { page } = await newPage(journey.browser, journey.product.baseUrl);
  await submitLogin(page, 'cumplimiento@invierte.pe', 'Admin2026');
  await page.waitForURL('**/admin');
  const card = page.getByTestId('home-compliance');
  await card.getByText('solicitudes retenidas por coincidir con la lista').waitFor();
  expect(await card.getByRole('link', { name: 'Ver solicitudes retenidas' }).getAttribute('href')).toBe(
    '/admin/onboardings?estado=ON_HOLD',
  );
  expect(await page.getByTestId('home-support').count()).toBe(0);
});

it('the auditor reads every section and is offered no write anywhere', async () => {
  const { page } = await newPage(journey.browser, journey.product.baseUrl);
  await submitLogin(page, 'auditoria@invierte.pe', 'Admin2026');
  await page.waitForURL('**/admin');
  await page.getByTestId('home-onboardings').waitFor();
  const offered: string[] = [];
  for (const section of adminSections) {
    await page.goto(section.path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const control of await page
      .locator('main')
      .getByRole('button')
      .or(page.locator('main').getByRole('link'))
      .all()) {
      const name = ((await control.getAttribute('aria-label')) ?? (await control.innerText())).trim();
      if (WRITE_WORDS.test(name)) offered.push(`${section.path}: ${name}`);
    }
  }
  expect(offered).toEqual([]);
});
