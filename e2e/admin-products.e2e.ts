import { expect, it } from 'vitest';
import { productApi } from './support/api.ts';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();
const api = productApi(journey);

it('an administrator reorders a fund’s charts, changes its terms table, is told why it cannot be deleted, and locks it with a message investors read', async () => {
  const step = stepRecorder('admin-products');
  const shoot = twoWidths(step);
  // Two charts on the Factoring (PEN) page, as the graphic template would leave them.
  const token = await api.logIn('admin@invierte.pe', 'Admin2026');
  const list = await api.data<{ items: Array<{ id: string }> }>(
    'GET',
    '/api/admin/products/list?search=FIAMN&limit=1',
    token,
  );
  const factoring = list.items[0];
  for (const title of ['Rentabilidad mensual', 'Cartera por sector'])
    await api.data('POST', `/api/admin/products/${factoring!.id}/charts`, token, {
      title,
      kind: title.startsWith('Cartera') ? 'BAR' : 'LINE',
      points: [
        { label: 'Ago', value: '0.71' },
        { label: 'Sep', value: '0.74' },
        { label: 'Oct', value: '0.79' },
      ],
    });

  const { page } = await newPage(journey.browser, journey.product.baseUrl);
  await submitLogin(page, 'admin@invierte.pe', 'Admin2026');
  await page.waitForURL('**/admin');
  await page.getByTestId('sidebar-products').click();
  await page.waitForURL('**/admin/productos');
  await expect.poll(() => page.getByTestId('admin-products-row').count()).toBe(7);
  await shoot(page, 'list');

  await page.getByTestId('products-search').fill('FIAMN');
  const row = page.getByTestId('admin-products-row').filter({ hasText: 'FIAMN · Soles' });
  await row.getByTestId('product-open').click();
  await page.waitForURL(`**/admin/productos/${factoring!.id}`);

  // Reorder: the sector chart goes first.
  const titles = () => page.getByTestId('chart-title').allTextContents();
  await expect.poll(titles).toEqual(['Rentabilidad mensual', 'Cartera por sector']);
  await page.getByRole('button', { name: 'Subir «Cartera por sector»' }).click();
  await expect.poll(titles).toEqual(['Cartera por sector', 'Rentabilidad mensual']);

  // The terms table: 6 months becomes 18.
  await page.getByTestId('table-edit').click();
  await page.getByTestId('term-length').nth(1).fill('18');
  await page.getByTestId('table-save').click();
  await expect.poll(() => page.getByTestId('table-terms').textContent()).toContain('18 meses');
  await shoot(page, 'detail');

  // Investors hold it: deleting is refused with the reason, before anything is sent.
  await page.getByTestId('product-delete').click();
  const dialog = page.getByRole('dialog', { name: 'No se puede eliminar' });
  await dialog
    .getByText(/^No se puede eliminar este fondo porque tiene \d+ posici(ón|ones) de inversionistas?/)
    .waitFor();
  await step(page, 'delete-refused');
  await dialog.getByRole('button', { name: 'Entendido' }).click();

  // The investor's page shows the charts in the new order and the new term.
  const investor = await newPage(journey.browser, journey.product.baseUrl);
  await submitLogin(investor.page, 'participe@invierte.pe', 'Demo2026');
  await investor.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await investor.page.goto(`/portafolio/productos/${factoring!.id}`);
  await expect
    .poll(() => investor.page.getByTestId('product-chart-title').allTextContents())
    .toEqual(['Cartera por sector', 'Rentabilidad mensual']);
  await expect.poll(() => investor.page.getByTestId('detail-terms').textContent()).toContain('18 meses');
  await shoot(investor.page, 'investor-page');

  // Operations lock the fund with a message; the investor who starts an investment reads it in the stop modal.
  const lockedMessage = 'Factoring Soles no recibe nuevas suscripciones hasta el lunes.';
  await page.getByTestId('product-lock').click();
  await page.getByTestId('lock-message').fill(lockedMessage);
  await page.getByTestId('lock-confirm').click();
  await page.getByTestId('product-locked').waitFor();
  await investor.page.getByRole('link', { name: 'Quiero invertir' }).first().click();
  const stop = investor.page.getByRole('dialog', { name: 'Suscripciones detenidas' });
  await expect.poll(() => stop.getByTestId('stop-quota-message').textContent()).toBe(lockedMessage);
  await step(investor.page, 'stop-modal');
  await stop.getByTestId('stop-quota-ok').click();

  // Unlocked after a confirmation: the fund takes investments again.
  await page.getByTestId('product-unlock').click();
  await page.getByTestId('decision-confirm').click();
  await page.getByTestId('product-lock').waitFor();
  expect(
    await api.data<{ locked: boolean }>('GET', `/api/admin/products/productById/${factoring!.id}`, token),
  ).toMatchObject({ locked: false });
});
