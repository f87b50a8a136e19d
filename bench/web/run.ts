/**
 * `npm run bench:web`: Lighthouse (mobile preset) on the first view of /, /login and /portafolio (as
 * the seeded demo customer), three runs each, against the built app served by the real API, then the
 * same pages on a repeat visit, with the service worker that the first visit installed in control
 * (Lighthouse keeps the origin's storage and caches for those runs). Prints
 * the medians and rewrites the Lighthouse section of docs/benchmarks.md; each run's full report is
 * kept under test-results/lighthouse/. Like `npm run bench` it is a measurement: it exits 0 whatever
 * the scores, and 1 only when the measurement itself breaks.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { cleanupAll, defer } from '../cleanup.ts';
import { describeMachine } from '../machine.ts';
import {
  CATEGORIES,
  METRICS,
  resultsTable,
  writeWebReport,
  type Metric,
  type PageResult,
  type PageRun,
} from './lighthouse-report.ts';
import {
  chromiumFlags,
  chromiumPath,
  demoSessionStorage,
  MEASURED_PAGES,
  repoRoot,
  startBuiltProduct,
} from './product.ts';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const reportFile = path.join(repoRoot, 'docs/benchmarks.md');
const rawFolder = path.join(repoRoot, 'test-results/lighthouse');

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function log(message: string) {
  console.log(`[bench:web] ${message}`);
}

/**
 * Writes the demo customer's session into the origin's localStorage, as the web app keeps it after a
 * login. Lighthouse clears caches and service workers before it navigates, but not localStorage.
 */
async function signIn(port: number, baseUrl: string): Promise<void> {
  const entries = await demoSessionStorage(baseUrl);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    // Any same-origin document gives access to the origin's storage; this one runs no app code.
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate((values) => {
      // Runs in the page, where localStorage exists (this file is typed for Node).
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem(key: string, value: string): void };
      };
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    await browser.close();
  }
}

function pageRun(lhr: Lhr): PageRun {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as PageRun['scores'];
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as Metric[]).map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as PageRun['metrics'];
  const failed = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit?.id ?? ''),
  );
  return { scores, metrics, failed };
}

/**
 * Visits `url` as a person would before a repeat visit: the app registers its service worker, which
 * precaches the first views; waits until a worker controls the page, so the next visit is served by it.
 */
async function installServiceWorker(port: number, url: string, loggedIn: boolean): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    if (!loggedIn) {
      // The storage is kept between repeat visits: a session left by a logged-in page's run would
      // send /login on to the portfolio. Any same-origin document reaches the origin's storage.
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate('localStorage.clear()');
    }
    await page.goto(url, { waitUntil: 'load' });
    // Runs in the page (this file is typed for Node): ready once the worker is active.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.reload({ waitUntil: 'load' });
    const controlled = await page.evaluate<boolean>('Boolean(navigator.serviceWorker.controller)');
    if (!controlled) throw new Error(`no service worker controls ${url} after a reload`);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run; a run whose trace broke (NO_NAVSTART and the like, on a busy machine) is redone.
 * `repeatVisit` keeps the origin's storage, caches and service worker, which Lighthouse otherwise clears.
 */
async function audit(url: string, port: number, repeatVisit: boolean, attempts = 3): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: repeatVisit,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt >= attempts) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    log(`${url}: ${runtimeError.code}, running it again`);
  }
}

async function main() {
  const machine = describeMachine();
  const date = new Date();
  log('starting the API on PGlite with the built web app');
  const product = await startBuiltProduct();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const stopChrome = defer('Chromium', async () => chrome.kill());
  await mkdir(rawFolder, { recursive: true });
  const results: PageResult[] = [];
  let versions = { lighthouse: 'unknown', chromium: 'Chromium' };
  try {
    const visits = [false, true].flatMap((repeatVisit) =>
      MEASURED_PAGES.map((page) => ({ ...page, repeatVisit })),
    );
    for (const { path: pagePath, loggedIn, repeatVisit } of visits) {
      const runs: PageRun[] = [];
      for (let n = 1; n <= RUNS; n++) {
        if (loggedIn) await signIn(chrome.port, product.baseUrl);
        if (repeatVisit) await installServiceWorker(chrome.port, `${product.baseUrl}${pagePath}`, loggedIn);
        const lhr = await audit(`${product.baseUrl}${pagePath}`, chrome.port, repeatVisit);
        const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
        if (landedOn !== pagePath) throw new Error(`${pagePath} ended on ${landedOn}`);
        const slug = `${pagePath === '/' ? 'landing' : pagePath.slice(1).replace(/\//g, '-')}${repeatVisit ? '-repeat' : ''}`;
        await writeFile(path.join(rawFolder, `${slug}-${n}.json`), JSON.stringify(lhr));
        const run = pageRun(lhr);
        runs.push(run);
        versions = {
          lighthouse: lhr.lighthouseVersion,
          chromium: /(?:Headless)?Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'Chromium',
        };
        log(
          `${pagePath}${repeatVisit ? ' (repeat visit)' : ''} run ${n}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}; ` +
            (Object.keys(METRICS) as Metric[])
              .map((m) => `${METRICS[m]} ${Math.round(run.metrics[m] * 1000) / 1000}`)
              .join(', '),
        );
      }
      results.push({ path: repeatVisit ? `${pagePath} (repeat visit, service worker on)` : pagePath, runs });
    }
  } finally {
    await stopChrome();
    await product.stop();
  }
  await writeWebReport(reportFile, {
    date,
    machine,
    chromium: versions.chromium,
    lighthouse: versions.lighthouse,
    runsPerPage: RUNS,
    results,
  });
  console.log(`\n${resultsTable(results)}\n`);
  log(
    `report written to ${path.relative(process.cwd(), reportFile)}; raw reports in ${path.relative(process.cwd(), rawFolder)}`,
  );
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n[bench:web] ${signal}: stopping Chromium and the API`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  if (!interrupted) {
    console.error(`[bench:web] failed: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  }
} finally {
  if (!interrupted) await cleanupAll();
}
