import type { PortfolioFund, RescueView } from '@invierte/domain';
import { formatCurrency, limaDate, statementPeriodChoices } from '@invierte/domain';
import { readFile } from 'node:fs/promises';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, it } from 'vitest';
import { productApi } from './support/api.ts';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { openAlerts, submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * Issue 10 in Chromium: a participant sees their totals, downloads the statement of a quarter she
 * chooses (issue 30) and the two other PDF documents, is refused a rescue over the fund's
 * quarterly cap with the explanation, requests a rescue, sees it pending, cancels it, requests
 * another, operations settle it through the back-office API, and the totals fall by what was paid.
 * Screenshots at 1280 and 390 px.
 */
const journey = setUpJourney();
const step = stepRecorder('portfolio-rescue');
const shoot = twoWidths(step);
const api = productApi(journey);

it('a participant requests, cancels and gets paid a rescue, and the cap is explained', async () => {
  const { page } = await newPage(journey.browser, journey.product.baseUrl, { acceptDownloads: true });
  const token = await api.logIn('participe@invierte.pe', 'Demo2026');
  const funds = async () => api.data<PortfolioFund[]>('GET', '/api/portfolio/funds', token);
  const bono = (await funds()).find((f) => f.productSlug === 'bono-select-midcap-soles')!;

  await submitLogin(page, 'participe@invierte.pe', 'Demo2026');
  await page.waitForURL('**/participe');
  const totalSoles = page.getByTestId('total-PEN');
  await totalSoles.getByText(formatCurrency(bono.value!, 'PEN')).waitFor();
  await shoot(page, 'holdings');

  // The statement of the quarter she chooses: a PDF of that period, with its opening and closing.
  const documents = page.getByTestId('portfolio-documents');
  await documents.getByTestId('statement-kind-quarter').click();
  await documents.getByTestId('statement-choice').getByRole('combobox').click();
  const quarter = statementPeriodChoices('quarter', limaDate(new Date()))[1]!;
  await page.getByRole('option', { name: quarter.label }).click();
  await shoot(page, 'statement-quarter');
  const [statement, statementResponse] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((r) => r.url().includes('DownloadDocumentAccountState')),
    documents.getByTestId('document-accountState').click(),
  ]);
  expect(statementResponse.url()).toContain(`desde=${quarter.from}&hasta=${quarter.to}`);
  expect(statementResponse.headers()['content-type']).toBe('application/pdf');
  expect(statement.suggestedFilename()).toBe(`estado-de-cuenta-${quarter.from}-al-${quarter.to}.pdf`);
  const statementBytes = await readFile((await statement.path())!);
  expect(statementBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text: statementText } = await extractText(await getDocumentProxy(new Uint8Array(statementBytes)), {
    mergePages: true,
  });
  expect(statementText).toContain('Estado de cuenta');
  expect(statementText).toContain('María Rojas Flores');
  expect(statementText).toContain('Saldo inicial al');
  expect(statementText).toContain('Saldo final al');
  expect(statementText).toContain('Página 1 de');

  // The two other documents, each a PDF with her own figures.
  for (const [testId, name, title] of [
    ['document-investmentReport', 'reporte-de-inversion', 'Reporte de inversión'],
    ['document-certificate', 'certificado-de-participacion', 'Certificado de participación'],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    const bytes = await readFile((await download.path())!);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain(title);
    expect(text).toContain('María Rojas Flores');
    expect(text).toContain('Bono Select MidCap');
  }

  // From the fund's card to the form, with the fund chosen.
  await page
    .getByTestId('portfolio-fund')
    .filter({ hasText: 'Bono Select MidCap' })
    .getByTestId('fund-rescue')
    .click();
  await page.waitForURL(/rescatar-cuotas\?productId=/);
  await expect.poll(() => page.getByTestId('rescue-fund').inputValue()).toBe(bono.productId);

  // More than the fund may repurchase this quarter: refused, with what is still possible.
  await page.getByTestId('rescue-value').fill('100000');
  const refusal = page.getByTestId('rescue-refusal');
  await refusal.waitFor();
  expect(await refusal.textContent()).toContain(
    'El fondo puede recomprar hasta el 15\u00a0% de su capital por trimestre (artículo 34 del reglamento de participación). En este trimestre aún puede recomprar',
  );
  expect(await page.getByTestId('rescue-continue').isDisabled()).toBe(true);
  await shoot(page, 'cap-refused');

  // A first request, then cancelled.
  await page.getByTestId('rescue-value').fill('1000');
  await expect.poll(() => page.getByTestId('summary-amount').textContent()).toBe('S/\u00a01,000.00');
  await shoot(page, 'calculated');
  await page.getByTestId('rescue-continue').click();
  await page.getByTestId('rescue-confirmation').waitFor();
  await shoot(page, 'confirm');
  await page.getByTestId('rescue-confirm').click();
  await page.getByTestId('rescue-done').waitFor();
  await shoot(page, 'registered');
  await page.getByTestId('rescue-see-pending').click();
  await page.waitForURL('**/rescatar-cuotas/solicitudes');
  await page.getByTestId('pending-rescue').waitFor();
  await page.getByTestId('pending-totals').getByText('Por recibir: S/ 1,000.00 (1 solicitud)').waitFor();
  await shoot(page, 'pending');
  await page.getByTestId('pending-cancel').click();
  await page.getByTestId('cancel-rescue-dialog-confirm').click();
  await page.getByTestId('pending-cancelled').waitFor();
  await page.getByTestId('pending-empty').waitFor();
  await shoot(page, 'cancelled');
  expect((await funds()).find((f) => f.productId === bono.productId)?.reservedQuotas).toBe('0.00000000');

  // A second request, by quotas, settled by operations.
  await page.goto(`/portafolio/movimientos/rescatar-cuotas?productId=${bono.productId}`);
  await page.getByTestId('mode-quotas').click();
  await page.getByTestId('rescue-value').fill('20');
  const amountText = page.getByTestId('summary-amount');
  await expect.poll(() => amountText.textContent()).toMatch(/^S\/\s/);
  await page.getByTestId('rescue-continue').click();
  await page.getByTestId('rescue-confirm').click();
  await page.getByTestId('rescue-done').waitFor();
  const [pending] = await api.data<RescueView[]>('GET', '/api/rescues/pendings', token);
  expect(pending).toMatchObject({ quotas: '20.00000000', status: 'PENDING' });
  await page.goto('/participe');
  await page.getByTestId('pending-rescues-notice').waitFor();
  await shoot(page, 'holdings-with-pending');

  const operations = await api.logIn('operaciones@invierte.pe', 'Admin2026');
  const settled = await api.data<RescueView>(
    'POST',
    `/api/admin/rescues/${pending!.id}/settle`,
    operations,
    {},
  );
  expect(settled.status).toBe('SETTLED');

  // The holdings fall by the 20 quotas paid, valued at the latest quota value.
  await page.reload();
  const after = (await funds()).find((f) => f.productId === bono.productId)!;
  expect(after.quotas).toBe(new Decimal(bono.quotas).minus(20).toFixed(8));
  await totalSoles.getByText(formatCurrency(after.value!, 'PEN')).waitFor();
  expect(await page.getByTestId('pending-rescues-notice').count()).toBe(0);
  await shoot(page, 'holdings-after-settlement');

  // Her movements, and the same ones in Excel.
  await page.getByTestId('holdings-movements').click();
  await page.waitForURL('**/portafolio/movimientos');
  const rows = page.getByTestId('movement-row');
  await rows.first().waitFor();
  // Two seeded subscriptions and a seeded rescue, the cancelled request and the paid one.
  expect(await rows.count()).toBe(5);
  await shoot(page, 'movements');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('movements-xlsx').click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^movimientos-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path())!);
  const sheet = workbook.getWorksheet('Movimientos')!;
  expect((sheet.getRow(5).values as unknown[]).slice(1, 4)).toEqual(['Fecha', 'Fondo', 'Moneda']);
  expect(sheet.getRow(6).getCell(4).value).toBe('Rescate');
  await page.goto('/participe');
  // Her holdings drawn: the page has settled (a click on the bell while the page still mounted its
  // shell was lost once, on a busy machine).
  await page.getByTestId('portfolio-fund').first().waitFor();

  // The alerts area tells her it was paid; opening the alert clears it.
  await page.getByRole('button', { name: '1 alerta sin ver' }).waitFor();
  const alert = page.getByTestId('alert-item');
  await openAlerts(page, alert);
  expect(await alert.textContent()).toContain('Pagamos tu rescate');
  await shoot(page, 'alert');
  await alert.click();
  await page.getByRole('button', { name: 'Alertas' }).waitFor();
});
