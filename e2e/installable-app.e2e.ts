import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, stepRecorder } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';

/**
 * Issue 27, the installable app (docs/decisions/0031-installable-app.md): the service worker takes
 * the whole site, the manifest and its icons load, the first-view pages open without a network and
 * any other page says "Sin conexión", a new build announces itself and reloads only on the click,
 * and the footer explains how to install the app.
 */
let product: RunningProduct;
let browser: Browser;
beforeAll(async () => {
  // Its own copy of the web build: the journey writes a new version of the worker into it.
  [product, browser] = await Promise.all([
    startProduct({}, undefined, { ownWebBuild: true }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

// The page's code is given as strings: this package is typed for Node, without the DOM's names.
interface WorkerReport {
  scope?: string;
  script?: string;
  state?: string;
  controller?: string;
}

interface Download {
  status: number;
  type: string;
  headers: { cacheControl: string | null; serviceWorkerAllowed: string | null };
  width: number;
  height: number;
  text: string;
}

/**
 * Waits until `expression` is true in the page. Not waitForFunction: it evaluates its predicate
 * with eval, which the product's CSP (no 'unsafe-eval') refuses.
 */
async function untilTrueInPage(page: Page, expression: string, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate<boolean>(`Promise.resolve(${expression}).then(Boolean)`))) {
    if (Date.now() > deadline) throw new Error(`still false after ${timeout} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The page's worker registration as the browser reports it, once a worker controls the page. */
async function controllingWorker(page: Page) {
  await untilTrueInPage(page, "navigator.serviceWorker.controller?.state === 'activated'", 20_000);
  return page.evaluate<WorkerReport>(`(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      scope: registration?.scope,
      script: registration?.active?.scriptURL,
      state: registration?.active?.state,
      controller: navigator.serviceWorker.controller?.scriptURL,
    };
  })()`);
}

/** What the browser downloads at `url`: status, type, a few headers, and an image's size. */
async function download(page: Page, url: string) {
  return page.evaluate<Download>(`(async () => {
    const response = await fetch(${JSON.stringify(url)}, { cache: 'no-store' });
    const type = response.headers.get('content-type') ?? '';
    const headers = {
      cacheControl: response.headers.get('cache-control'),
      serviceWorkerAllowed: response.headers.get('service-worker-allowed'),
    };
    if (type.startsWith('image/')) {
      const image = await createImageBitmap(await response.blob());
      return { status: response.status, type, headers, width: image.width, height: image.height, text: '' };
    }
    return { status: response.status, type, headers, width: 0, height: 0, text: await response.text() };
  })()`);
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

it('worker over the whole site → manifest and icons → offline shell and offline page → a new version on click → install steps', async () => {
  const step = stepRecorder('installable-app');
  const { context, page } = await newPage(browser, product.baseUrl);
  const landingHeading = page.getByRole('heading', { level: 1, name: 'Invierte en factoring al toque' });

  await page.goto('/');
  await landingHeading.waitFor();
  // Registered once the page is loaded and idle, it installs, activates and takes the page over.
  expect(await controllingWorker(page)).toEqual({
    scope: `${product.baseUrl}/`,
    script: `${product.baseUrl}/sw.js`,
    state: 'activated',
    controller: `${product.baseUrl}/sw.js`,
  });
  expect(context.serviceWorkers().map((worker) => worker.url())).toContain(`${product.baseUrl}/sw.js`);
  const worker = await download(page, '/sw.js');
  expect(worker.status).toBe(200);
  expect(worker.headers).toEqual({ cacheControl: 'no-cache', serviceWorkerAllowed: '/' });

  // The manifest the page links, with the brand's colours and icons that load at their stated size.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0b5cab');
  const manifestFile = await download(page, manifestHref ?? '');
  expect(manifestFile.status).toBe(200);
  expect(manifestFile.type).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(manifestFile.text) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Invierte en factoring al toque',
    short_name: 'Invierte',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b5cab',
    background_color: '#ffffff',
  });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort();
  expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const image = await download(page, icon.src);
    expect(image.status, icon.src).toBe(200);
    expect(image.type, icon.src).toBe('image/png');
    expect(`${image.width}x${image.height}`, icon.src).toBe(icon.sizes);
  }
  // Chromium itself reads the manifest and finds no error in it.
  const cdp = await context.newCDPSession(page);
  const appManifest = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string; critical: number }[];
  };
  expect(appManifest.url).toBe(`${product.baseUrl}/manifest.webmanifest`);
  expect(appManifest.errors).toEqual([]);

  // No network: the landing's shell still opens from the worker's copy…
  await context.setOffline(true);
  await page.reload();
  await landingHeading.waitFor();
  await step(page, 'offline-landing');
  // …and a page whose code it does not keep says so, in Spanish, with a way to try again.
  await page.goto('/terminos-y-condiciones');
  await page.getByRole('heading', { level: 1, name: 'Sin conexión' }).waitFor();
  await step(page, 'offline-page');
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Reintentar' }).click();
  await page.getByRole('heading', { level: 1, name: 'Términos y condiciones' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/terminos-y-condiciones');

  // API answers are never kept: every request went to the network and the worker holds none.
  const keptApi = await page.evaluate<string[]>(`(async () => {
    const kept = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (new URL(request.url).pathname.startsWith('/api')) kept.push(request.url);
    }
    return kept;
  })()`);
  expect(keptApi).toEqual([]);

  // A new build: its worker differs by one byte. The page checks (as it does when the tab comes back)…
  await page.goto('/');
  await landingHeading.waitFor();
  await controllingWorker(page);
  const workerFile = path.join(product.webDist, 'sw.js');
  const changed = `${await readFile(workerFile, 'utf8')}\n// next build\n`;
  await Promise.all([
    writeFile(workerFile, changed),
    writeFile(`${workerFile}.br`, brotliCompressSync(changed)),
    writeFile(`${workerFile}.gz`, gzipSync(changed)),
  ]);
  // A mark on this very page: it is gone only if the page reloaded.
  await page.evaluate('window.notReloaded = true');
  await page.evaluate(
    'navigator.serviceWorker.getRegistration().then((registration) => registration.update())',
  );
  // …and tells the person, without reloading by itself.
  const announcement = page.getByTestId('app-update');
  await announcement.getByText('Hay una nueva versión').waitFor();
  await untilTrueInPage(
    page,
    "navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting?.state === 'installed')",
  );
  await page.waitForTimeout(1_000);
  expect(await page.evaluate('window.notReloaded')).toBe(true);
  await step(page, 'new-version');
  // "Actualizar": the new worker takes over and the page reloads once, on the new version.
  await Promise.all([
    page.waitForEvent('load'),
    announcement.getByRole('button', { name: 'Actualizar' }).click(),
  ]);
  await landingHeading.waitFor();
  expect(await page.evaluate('window.notReloaded')).toBeUndefined();
  const updated = await page.evaluate(`(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
  })()`);
  expect(updated).toEqual({ waiting: null, active: 'activated' });
  expect(await announcement.count()).toBe(0);

  // The footer's app notice explains how to install it on each device.
  await page.getByTestId('footer-install-app').click();
  const dialog = page.getByRole('dialog', { name: 'Instala la app' });
  await dialog.waitFor();
  for (const device of ['Android (Chrome)', 'iPhone o iPad (Safari)', 'Computadora (Chrome o Edge)'])
    await dialog.getByText(device, { exact: false }).waitFor();
  await step(page, 'install-steps', { viewport: true });
  await page.getByTestId('install-app-close').click();
  await dialog.waitFor({ state: 'hidden' });
  await context.close();
});
