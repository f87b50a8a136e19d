import { readFile } from 'node:fs/promises';
import { adminSections } from '@invierte/domain';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { expect, it } from 'vitest';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { openInViewer, submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * The back office's roles at work, one product for all of them (each started product costs seconds
 * of CPU in CI): reports, the evidence a review opens, documents published for an investor, portfolio
 * imports, each role's home and the profiles built from roles. Each writes where the others do not
 * read; the account that a profile gives back-office access (nuevo@) is used by none of the others.
 */
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

/** What a button or link would change: none of these may be offered to a read-only profile. */
const WRITE_WORDS =
  /^(publicar|guardar|aprobar|preparar|confirmar|rechazar|registrar|desactivar|activar|editar|eliminar|quitar|importar|aplicar|agregar|añadir|crear|subir|cancelar solicitud|reintentar envío|volver a enviar|corregir|levantar)/i;

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

/**
 * Issue 25, "the back office sees the evidence it approves", in Chromium: the super administrator
 * reviews the seeded request of Rocío Vargas (in verification, signed contract, a PDF receipt of
 * her transfer), opens the receipt and the signed contract in the viewer, downloads the contract,
 * reads the deposit checks, and only then prepares the approval; the audit log then names each of
 * those openings as hers, from her address. Screenshots of the review and the viewer at 1280 and
 * 390 px.
 */
it('an administrator opens the voucher and the signed contract before preparing the approval; the audit log shows it', async () => {
  const shoot = twoWidths(stepRecorder('admin-review-evidence'));
  const { page } = await newPage(journey.browser, journey.product.baseUrl, { acceptDownloads: true });
  await submitLogin(page, 'admin@invierte.pe', 'Admin2026');
  await page.waitForURL('**/admin');
  await page.getByTestId('sidebar-review').click();
  await page.waitForURL('**/admin/onboardings*');
  await page
    .getByTestId('admin-onboardings-row')
    .filter({ hasText: 'Rocío' })
    .getByRole('link', { name: 'Revisar' })
    .click();
  await page.waitForURL('**/admin/onboardings/*');
  await page.getByTestId('onboarding-state').getByText('Depósito en verificación').waitFor();

  // The checks compare the registered transfer with the request: all hold for her.
  const checks = page.getByTestId('onboarding-checks');
  await checks.getByText('Banco de la transferencia igual al de la cuenta registrada').waitFor();
  await checks.getByText('Monto transferido igual al de la inversión').waitFor();
  await checks.getByText(/^Transferencia del \d\d\/\d\d\/\d{4}; solicitud creada el/).waitFor();

  const documents = page.getByTestId('review-document');
  const voucher = documents.filter({ hasText: 'constancia-interbank.pdf' });
  await voucher.getByText('Comprobante de transferencia').waitFor();
  const contract = documents.filter({ hasText: /^Contrato/ });
  await contract.waitFor();
  await documents.filter({ hasText: 'Certificado de firma' }).waitFor();
  await shoot(page, 'review');

  // The receipt, in the viewer.
  expect(await openInViewer(page, voucher)).toEqual({
    type: 'application/pdf',
    disposition: 'inline',
    hasBytes: true,
  });
  let viewer = page.getByRole('dialog', { name: /Comprobante de transferencia/ });
  let frame = viewer.getByTestId('document-viewer-pdf');
  expect(await frame.getAttribute('src')).toMatch(/^blob:/);
  await viewer.getByText('constancia-interbank.pdf').waitFor();
  await shoot(page, 'voucher-viewer', { viewport: true });
  await viewer.getByRole('button', { name: 'Cerrar' }).last().click();
  await viewer.waitFor({ state: 'hidden' });

  // The signed contract, in the viewer, then kept with "Descargar".
  expect(await openInViewer(page, contract)).toEqual({
    type: 'application/pdf',
    disposition: 'inline',
    hasBytes: true,
  });
  viewer = page.getByRole('dialog', { name: /^Contrato/ });
  frame = viewer.getByTestId('document-viewer-pdf');
  expect(await frame.getAttribute('src')).toMatch(/^blob:/);
  const contractName = (await contract.locator('p').nth(1).textContent())!;
  // The headless shell has no PDF viewer, so the frame's blob itself arrives as a download named
  // for the blob, sometimes late enough to overlap the click: the button's is the one with a name.
  const [download] = await Promise.all([
    page.waitForEvent('download', {
      predicate: (file) => !/^[0-9a-f-]{36}\.pdf$/.test(file.suggestedFilename()),
    }),
    viewer.getByTestId('document-viewer-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe(contractName);
  await shoot(page, 'contract-viewer', { viewport: true });
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await viewer.getByRole('button', { name: 'Cerrar' }).last().click();
  await viewer.waitFor({ state: 'hidden' });

  // Having seen the evidence, she prepares the approval (another administrator confirms it).
  await page.getByTestId('decision-approve').click();
  await page.getByRole('dialog', { name: 'Preparar la aprobación' }).getByTestId('decision-confirm').click();
  await page
    .getByTestId('onboarding-approval')
    .getByText(/^Preparada: \$\s8,000\.00/)
    .waitFor();

  // The audit log: each opening, as hers, with the request named.
  await page.getByTestId('sidebar-audit').click();
  await page.waitForURL('**/admin/auditoria');
  await page.getByTestId('audit-entity').selectOption('onboarding');
  await page.waitForURL('**/admin/auditoria?*entidad=onboarding*');
  const rows = page.getByTestId('admin-audit-row').filter({ hasText: 'Rocío Vargas' });
  const viewed = rows.filter({ hasText: 'Documento de la solicitud visto' });
  await viewed.filter({ hasText: 'constancia-interbank.pdf' }).waitFor();
  await viewed.filter({ hasText: contractName }).waitFor();
  await rows
    .filter({ hasText: 'Documento de la solicitud descargado' })
    .filter({ hasText: contractName })
    .waitFor();
  await rows.filter({ hasText: 'Aprobación preparada' }).waitFor();
  expect(await viewed.count()).toBe(2);
  expect(await viewed.first().textContent()).toContain('Ana');
  await shoot(page, 'audit');
});

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
