import type { AdminRescueView, RescueView } from '@invierte/domain';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startTopology, type RunningTopology } from '../tools/topology.ts';
import { productApi } from './support/api.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { openInViewer, submitLogin } from './support/journeys.ts';

/**
 * Issues 28 and 27 together: two API processes on one PostgreSQL and one Redis behind nginx
 * (tools/topology.ts). The back office pays a rescue through process A; the investor's page, opened
 * on process B, drops its pending-rescue notice within 2 s without a reload (the event crosses
 * processes through Redis). The same page opened through nginx loads and its live socket connects.
 * Then the back office and a participant work through nginx only, each request reaching either
 * process: the evidence and the contracts they open were stored by a third process (the one-off
 * `db:prepare` that seeded the story), so they come from the shared store, not a process's disk.
 */
let topology: RunningTopology;
let browser: Browser;

beforeAll(async () => {
  [topology, browser] = await Promise.all([
    startTopology({ webDist: inject('webDistSnapshot'), output: 'ignore' }),
    launchBrowser(),
  ]);
  // The topology's own start (a database created, migrated and seeded once, two processes, nginx)
  // is about a minute on an idle machine: twice a single product's.
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await topology?.stop();
});

/** Resolves once the page's live socket has been accepted (the server's `ready` message). */
function liveReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/api/live')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"ready"')) resolve();
      });
    });
  });
}

async function investorPage(baseUrl: string) {
  const { page } = await newPage(browser, baseUrl);
  const live = liveReady(page);
  await submitLogin(page, 'rescate@invierte.pe', 'Demo2026');
  await page.waitForURL('**/participe');
  await page.getByTestId('pending-rescues-notice').waitFor();
  await live;
  // A reload would clear this mark: it must still be there when the notice is gone.
  await page.evaluate('window.notReloaded = true');
  return page;
}

it('a rescue paid through process A leaves the investor page on process B, and through nginx, within 2 s', async () => {
  const [a, b] = topology.processes;
  expect(a!.port).not.toBe(b!.port);
  const onB = await investorPage(b!.url);
  const throughNginx = await investorPage(topology.url);

  const viaA = productApi({ product: { baseUrl: a!.url } });
  const admin = await viaA.logIn('admin@invierte.pe', 'Admin2026');
  const pending = await viaA.data<AdminRescueView[]>('GET', '/api/admin/rescues?status=PENDING', admin);
  const hers = pending.find((r) => r.investor.email === 'rescate@invierte.pe');
  expect(hers, 'the seeded rescue waiting for its payment').toBeDefined();
  const paid = await viaA.data<RescueView>('POST', `/api/admin/rescues/${hers!.id}/settle`, admin, {});
  expect(paid.status).toBe('SETTLED');

  // Both pages, counted from the payment's answer.
  await Promise.all(
    [onB, throughNginx].map((page) =>
      page.getByTestId('pending-rescues-notice').waitFor({ state: 'detached', timeout: 2_000 }),
    ),
  );
  for (const page of [onB, throughNginx]) expect(await page.evaluate('window.notReloaded')).toBe(true);
});

it('through nginx, an administrator reviews a request and opens its voucher and signed contract', async () => {
  const { page } = await newPage(browser, topology.url);
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
  const documents = page.getByTestId('review-document');
  const pdfInline = { type: 'application/pdf', disposition: 'inline', hasBytes: true };
  for (const [row, dialogName] of [
    [documents.filter({ hasText: 'constancia-interbank.pdf' }), /Comprobante de transferencia/],
    [documents.filter({ hasText: /^Contrato/ }), /^Contrato/],
  ] as const) {
    expect(await openInViewer(page, row)).toEqual(pdfInline);
    const viewer = page.getByRole('dialog', { name: dialogName });
    await viewer.getByTestId('document-viewer-pdf').waitFor();
    await viewer.getByRole('button', { name: 'Cerrar' }).last().click();
    await viewer.waitFor({ state: 'hidden' });
  }
});

it('through nginx, a participant downloads her signed contract from Mis documentos', async () => {
  const { page } = await newPage(browser, topology.url, { acceptDownloads: true });
  await submitLogin(page, 'participe@invierte.pe', 'Demo2026');
  await page.waitForURL('**/participe');
  await page.goto('/perfil2/documentos');
  const request = page.getByRole('region', { name: /^Documentos de / }).first();
  await request.getByTestId('documents-state').filter({ hasText: 'Firmado' }).waitFor();
  const [contract] = await Promise.all([
    page.waitForEvent('download'),
    request
      .getByRole('button', { name: /^Descargar Contrato/ })
      .first()
      .click(),
  ]);
  expect((await readFile((await contract.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
});
