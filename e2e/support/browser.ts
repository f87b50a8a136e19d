import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { recordTrail } from './trail.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Debian's Chromium headless shell (or CHROME_PATH), with no background traffic to the closed
 * network: the same engine as the desktop browser without its windowing, up to a third cheaper in
 * CPU a journey (docs/decisions/0053).
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'es-PE',
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  recordTrail(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Saves numbered screenshots under test-results/e2e/<journey>/ as the journey's artefacts. */
export function stepRecorder(journey: string) {
  const folder = path.join(repoRoot, 'test-results', 'e2e', journey);
  let n = 0;
  /** `viewport`: only what the screen shows, for a full-screen or fixed dialog over a long page. */
  return async function step(
    page: Page,
    name: string,
    options: { viewport?: boolean } = {},
  ): Promise<string> {
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `${String(++n).padStart(2, '0')}-${name}.png`);
    // Transitions finish first, so a dialog is captured as a person sees it, not mid-fade.
    // CI sets JOURNEY_SCREENSHOTS=off: its clone's artefacts are never looked at (.ci/run).
    if (process.env.JOURNEY_SCREENSHOTS !== 'off')
      await page.screenshot({ path: file, fullPage: !options.viewport, animations: 'disabled' });
    return file;
  };
}

/**
 * Both widths of one moment, from the top of the page: desktop, then a phone (the sidebar that a
 * wide screen opens becomes a drawer there, which the product closes), then back to desktop.
 */
export function twoWidths(step: ReturnType<typeof stepRecorder>) {
  return async function shoot(page: Page, name: string, options: { viewport?: boolean } = {}): Promise<void> {
    await page.mouse.wheel(0, -10_000);
    await step(page, `${name}-1280`, options);
    await page.setViewportSize({ width: 390, height: 844 });
    // The product closes the sidebar itself when the window narrows to a phone's width (no drawer
    // slides in): a drawer left over the page fails the journey here.
    await page.locator('.MuiDrawer-modal').waitFor({ state: 'hidden', timeout: 5_000 });
    await page.mouse.wheel(0, -10_000);
    await step(page, `${name}-390`, options);
    await page.setViewportSize({ width: 1280, height: 800 });
  };
}
