import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { newPage, stepRecorder, twoWidths } from './support/browser.ts';
import { openInViewer, submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * Issue 25, "the back office sees the evidence it approves", in Chromium: the super administrator
 * reviews the seeded request of Rocío Vargas (in verification, signed contract, a PDF receipt of
 * her transfer), opens the receipt and the signed contract in the viewer, downloads the contract,
 * reads the deposit checks, and only then prepares the approval; the audit log then names each of
 * those openings as hers, from her address. Screenshots of the review and the viewer at 1280 and
 * 390 px.
 */
const journey = setUpJourney();
const shoot = twoWidths(stepRecorder('admin-review-evidence'));

it('an administrator opens the voucher and the signed contract before preparing the approval; the audit log shows it', async () => {
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
  const [download] = await Promise.all([
    page.waitForEvent('download'),
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
    .getByText(/^Preparada: \$ 8,000\.00/)
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
