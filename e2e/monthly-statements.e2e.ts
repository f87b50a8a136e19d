import { readFile } from 'node:fs/promises';
import { addDays, limaDate, monthInWords, previousMonth } from '@invierte/domain';
import { expect, it } from 'vitest';
import { productApi } from './support/api.ts';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * Issue 30 in Chromium: last month's statements are written as on the first business day (the test
 * server runs the job at once, src/test/e2e-server.ts); the participant finds hers in Mis documentos
 * and downloads it, downloads the tax certificate of the year of her rescue, is told a year without
 * rescues has nothing to certify, and turns the monthly e-mail off in Mi perfil. Screenshots at 1280
 * and 390 px.
 */
const journey = setUpJourney({}, 'dist/e2e-server.js');
const step = stepRecorder('monthly-statements');
const shoot = twoWidths(step);
const { data: api } = productApi(journey);

it('a participant finds last month’s statement and her tax certificate in Mis documentos', async () => {
  const today = limaDate(new Date());
  const lastMonth = previousMonth(today.slice(0, 7));
  const run = await api<{ stored: number }>('POST', `/api/test-only/monthly-statements/${lastMonth}`, null);
  expect(run.stored).toBeGreaterThan(0);
  // The seeded participant's rescue was settled 60 days ago (src/db/seed-data/catalog.ts).
  const rescueYear = addDays(today, -60).slice(0, 4);

  const { page } = await newPage(journey.browser, journey.product.baseUrl, { acceptDownloads: true });
  await submitLogin(page, 'participe@invierte.pe', 'Demo2026');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/perfil2/documentos');
  const kept = page.getByRole('region', { name: 'Estados de cuenta y certificados' });
  const title = `Estado de cuenta de ${monthInWords(lastMonth)}`;
  const statement = kept.getByTestId('kept-document').filter({ hasText: title });
  await statement.waitFor();
  await shoot(page, 'my-documents');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    statement.getByRole('button', { name: `Descargar ${title}` }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`estado-de-cuenta-${lastMonth}.pdf`);
  expect((await readFile((await file.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');

  // The tax certificate of the year of her rescue, and a year without one.
  const year = kept.getByRole('combobox', { name: 'Año' });
  await year.click();
  await page.getByRole('option', { name: rescueYear, exact: true }).click();
  const [certificate] = await Promise.all([
    page.waitForEvent('download'),
    kept.getByRole('button', { name: 'Descargar certificado' }).click(),
  ]);
  expect(certificate.suggestedFilename()).toBe(`certificado-de-rentas-${rescueYear}.pdf`);
  expect((await readFile((await certificate.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
  const emptyYear = String(Number(today.slice(0, 4)) - 5);
  await year.click();
  await page.getByRole('option', { name: emptyYear, exact: true }).click();
  await kept.getByRole('button', { name: 'Descargar certificado' }).click();
  await kept
    .getByText(`No tuviste rescates en ${emptyYear}: no hay rentas ni retenciones que certificar.`)
    .waitFor();
  await shoot(page, 'no-rescues-that-year');

  // Mi perfil: the monthly e-mail off, kept after a reload.
  await page.goto('/perfil');
  const panel = page.getByTestId('statement-email-panel');
  const toggle = panel.getByRole('switch', { name: 'Recibir el estado de cuenta por correo' });
  await expect.poll(() => toggle.isEnabled()).toBe(true);
  expect(await toggle.isChecked()).toBe(true);
  await toggle.click();
  await expect.poll(() => toggle.isChecked()).toBe(false);
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, 'monthly-email-off');
  await page.reload();
  await expect.poll(() => panel.getByRole('switch').isEnabled()).toBe(true);
  expect(await panel.getByRole('switch').isChecked()).toBe(false);
});
