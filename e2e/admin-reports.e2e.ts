import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();

it('an administrator downloads the participants report from /admin/reportes and it reads back', async () => {
  const step = stepRecorder('admin-reports');
  const shoot = twoWidths(step);
  const { page } = await newPage(journey.browser, journey.product.baseUrl, { acceptDownloads: true });

  await submitLogin(page, 'admin@invierte.pe', 'Admin2026');
  await page.waitForURL('**/admin');
  await page.getByTestId('sidebar-reports').click();
  await page.waitForURL('**/admin/reportes');
  const card = page.getByTestId('report-participant');
  await card.getByText('Partícipes y sus cuotas').waitFor();
  await page.getByTestId('report-plaft').waitFor();
  await shoot(page, 'reports');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByTestId('report-participant-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^reporte-participes-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await card.getByTestId('report-participant-saved').waitFor();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Partícipes')!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 8)).toEqual([
    'Partícipe',
    'Tipo de documento',
    'Número de documento',
    'Correo',
    'Cuenta',
    'Fondo',
    'Moneda',
    'Cuotas',
  ]);
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as unknown[]).slice(1));
  });
  // The seeded participant holds two funds (Bono Select MidCap in soles, Factoring in dollars).
  const maria = rows.filter((r) => r[3] === 'participe@invierte.pe');
  expect(maria.map((r) => r[0])).toEqual(['María Rojas Flores', 'María Rojas Flores']);
  for (const r of maria) expect(typeof r[7]).toBe('number');
});
