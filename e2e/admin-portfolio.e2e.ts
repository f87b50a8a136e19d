import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();

/** Yesterday in Lima (UTC-5): the seed publishes every fund's quota value for it. */
const yesterday = new Date(Date.now() - 29 * 3600_000).toISOString().slice(0, 10);
const headers = ['Inversionista (documento o correo) *', 'Fondo *', 'Fecha *', 'Monto *'];

async function investmentsFile(rows: Array<Array<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Inversiones');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

it('operations reads a participant’s portfolio, sees every bad row of an import, applies the fixed file and finds the movement', async () => {
  const step = stepRecorder('admin-portfolio');
  const shoot = twoWidths(step);
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

  await submitLogin(page, 'operaciones@invierte.pe', 'Admin2026');
  await page.waitForURL('**/admin');
  await page.getByTestId('sidebar-portfolio').click();
  await page.waitForURL('**/admin/portafolio');
  await page.getByTestId('portfolio-investor').fill('participe@');
  await page.getByRole('option', { name: /María Rojas Flores/ }).click();
  await page.getByTestId('portfolio-total-pen').getByText('S/').waitFor();
  await page.getByTestId('portfolio-funds-row').filter({ hasText: 'FIAME' }).waitFor();
  await page.getByTestId('portfolio-movements-row').first().waitFor();
  await shoot(page, 'investor');

  await page.getByTestId('portfolio-tab-import').click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'inversiones.xlsx',
    mimeType: xlsx,
    buffer: await investmentsFile([
      ['99999999', 'FIAMN', yesterday, 1000],
      ['40000003', 'FIAMN', yesterday, '1,000.00'],
    ]),
  });
  const issues = page.getByTestId('import-issues');
  await issues.getByText('2 filas tienen errores de 2').waitFor();
  await issues
    .getByTestId('import-issue-row')
    .filter({ hasText: 'No encontramos un inversionista con ese número de documento o correo.' })
    .waitFor();
  await issues.getByTestId('import-issue-row').filter({ hasText: 'Usa punto para los decimales' }).waitFor();
  await shoot(page, 'bad-rows');

  await page.getByTestId('import-file').setInputFiles({
    name: 'inversiones-corregido.xlsx',
    mimeType: xlsx,
    buffer: await investmentsFile([['40000003', 'FIAMN', yesterday, 1000]]),
  });
  await page.getByTestId('import-ready').getByText('Suscripciones: 1 (S/ 1,000.00)').waitFor();
  await page.getByTestId('import-apply').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aplicar' }).click();
  await page.getByTestId('import-applied').waitFor();
  await page.getByTestId('import-history-row').filter({ hasText: 'inversiones-corregido.xlsx' }).waitFor();
  await shoot(page, 'applied');

  // Back on her portfolio (still chosen), the subscription is there.
  await page.getByTestId('portfolio-tab-investor').click();
  expect(await page.getByTestId('portfolio-investor').inputValue()).toBe('María Rojas Flores · 40000003');
  const day = yesterday.split('-').reverse().join('/');
  await page
    .getByTestId('portfolio-movements-row')
    .filter({ hasText: day })
    .filter({ hasText: 'S/ 1,000.00' })
    .waitFor();
  await page.getByTestId('portfolio-funds-row').filter({ hasText: 'FIAMN' }).waitFor();
});
