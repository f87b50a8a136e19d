import { readFile } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import { expect, it } from 'vitest';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

const journey = setUpJourney();

function makePdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return done;
}

it('operations publishes a fund report for a participant, who downloads it from the fund’s reports', async () => {
  const step = stepRecorder('admin-investor-documents');
  const shoot = twoWidths(step);
  const { page } = await newPage(journey.browser, journey.product.baseUrl);

  await submitLogin(page, 'operaciones@invierte.pe', 'Admin2026');
  await page.waitForURL('**/admin');
  await page.getByTestId('sidebar-documents').click();
  await page.waitForURL('**/admin/documentos');
  await page.getByTestId('document-investor').fill('participe@');
  await page.getByRole('option', { name: /María Rojas Flores/ }).click();
  await page.getByText('Aún no hay documentos publicados para este partícipe.').waitFor();

  await page.getByTestId('document-upload').click();
  const dialog = page.getByRole('dialog', { name: 'Subir documento' });
  await dialog.getByTestId('document-fund').selectOption({ label: 'Factoring en dólares' });
  await dialog.getByTestId('document-title').fill('Tercer trimestre 2026');
  const report = await makePdf('Reporte del tercer trimestre');
  await dialog
    .getByTestId('document-file')
    .setInputFiles({ name: 'reporte-3t.pdf', mimeType: 'application/pdf', buffer: report });
  await dialog.getByText('reporte-3t.pdf').waitFor();
  await step(page, 'upload');
  await dialog.getByTestId('document-upload-save').click();
  await dialog.waitFor({ state: 'hidden' });
  const row = page.getByTestId('admin-documents-row').filter({ hasText: 'Tercer trimestre 2026' });
  await row.getByText('Factoring').waitFor();
  await shoot(page, 'published');

  // The participant, on her own device.
  const investor = await newPage(journey.browser, journey.product.baseUrl, { acceptDownloads: true });
  await submitLogin(investor.page, 'participe@invierte.pe', 'Demo2026');
  await investor.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await investor.page.goto('/portafolio/factoring/reportes');
  const published = investor.page
    .getByTestId('published-report')
    .filter({ hasText: 'Tercer trimestre 2026' });
  await published.getByText('Reporte de inversión').waitFor();
  await shoot(investor.page, 'investor-reports');
  const [download] = await Promise.all([
    investor.page.waitForEvent('download'),
    published.getByTestId('published-report-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe('reporte-3t.pdf');
  expect((await readFile((await download.path())!)).equals(report)).toBe(true);
});
