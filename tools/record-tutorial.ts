#!/usr/bin/env node
// Records the welcoming dialog's tutorial video from the product itself (requirements R2: "how to
// invest" video): starts the built product on a fresh seeded embedded database, walks its real
// screens in Debian's Chromium with playwright-core, takes one screenshot per step, and assembles
// them with Debian's ffmpeg into a small VP9 WebM with a Spanish (es-PE) WebVTT caption per step.
//
//   npm run build:web && node --import tsx tools/record-tutorial.ts
//
// Writes apps/web/public/tutorial/como-invertir.webm and como-invertir.es.vtt (committed; the web
// build serves them, the service worker does not precache them). Needs `ffmpeg` on PATH
// (`apt-get install -y ffmpeg`): playwright's own video recording needs a downloaded ffmpeg.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { freePort, startServer, waitForExit } from '../apps/api/src/test/server-process.ts';
import { launchBrowser, newPage } from '../e2e/support/browser.ts';
import { submitLogin } from '../e2e/support/journeys.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(repoRoot, 'apps/web/dist');
const outDir = path.join(repoRoot, 'apps/web/public/tutorial');
const VIDEO = path.join(outDir, 'como-invertir.webm');
const CAPTIONS = path.join(outDir, 'como-invertir.es.vtt');
const SIZE = { width: 1280, height: 720 };

interface Scene {
  /** Seconds on screen. */
  seconds: number;
  /** The caption, in the investor's words (es-PE). */
  caption: string;
  /** Brings the page to what this step shows. */
  show: (page: Page) => Promise<void>;
}

const settle = (page: Page) => page.waitForLoadState('networkidle').then(() => page.waitForTimeout(400));

/** The demo accounts of the seed (README.md, "Demo accounts"). */
const INTERESADO = 'verificacion@invierte.pe';
const PARTICIPANT = 'interesado@invierte.pe';
const PASSWORD = 'Demo2026';

function scenesFor(): { visitor: Scene[]; investor: Scene[]; participant: Scene[] } {
  return {
    visitor: [
      {
        seconds: 5,
        caption: 'Bienvenido a Invierte: en la página de inicio conoces nuestros fondos de inversión.',
        show: async (page) => {
          await page.goto('/');
          await page.getByTestId('landing-products').getByText('Factoring').first().waitFor();
          await settle(page);
        },
      },
      {
        seconds: 6,
        caption: 'Crea tu cuenta con tu DNI: tus nombres se completan solos y luego confirmas tu correo.',
        show: async (page) => {
          await page.goto('/register');
          await page.getByTestId('register-document-type').selectOption('DNI');
          await page.getByTestId('register-document-number').fill('71234567');
          await page.getByTestId('register-email').fill('rosa.perez@example.pe');
          // The DNI register fills the names.
          const name = page.getByTestId('register-name');
          for (let tries = 0; (await name.inputValue()) !== 'Rosa Elena'; tries += 1) {
            if (tries > 75) throw new Error('the DNI lookup did not fill the names');
            await page.waitForTimeout(200);
          }
          await settle(page);
        },
      },
    ],
    investor: [
      {
        seconds: 5,
        caption: 'Al ingresar llegas a tu portafolio; el menú lateral te lleva a movimientos y productos.',
        show: async (page) => {
          await submitLogin(page, INTERESADO, PASSWORD);
          await page.waitForURL('**/portafolio');
          await page.getByRole('heading', { name: 'Mi portafolio' }).waitFor();
          await page.getByText('Total en soles').waitFor();
          await settle(page);
        },
      },
      {
        seconds: 6,
        caption: 'Con el simulador calculas cuánto podría crecer tu dinero antes de invertir.',
        show: async (page) => {
          await page.getByTestId('sidebar-simulator').click();
          const dialog = page.getByRole('dialog', { name: 'Simula tu inversión' });
          await dialog.getByTestId('simulator-amount').fill('5000');
          await dialog.getByTestId('simulator-calculate').click();
          await dialog.getByTestId('simulator-result').waitFor();
          await settle(page);
        },
      },
    ],
    participant: [
      {
        seconds: 6,
        caption: 'Ya eres partícipe: aquí sigues tus cuotas, su valor y tus movimientos, siempre al día.',
        show: async (page) => {
          await submitLogin(page, PARTICIPANT, PASSWORD);
          await page.waitForURL('**/participe');
          await page.locator('[data-testid^="total-"]').first().waitFor();
          await settle(page);
        },
      },
      {
        seconds: 6,
        caption: 'Para invertir eliges un fondo y completas el paso 1: tus datos, tu perfil y el monto.',
        show: async (page) => {
          const products = (await (await page.request.get('/api/products/free')).json()) as {
            data: { id: string; simulatorValue: number | null; currency: { code: string } }[];
          };
          const fund = products.data.find((p) => p.simulatorValue === 1 && p.currency.code === 'PEN');
          if (!fund) throw new Error('no factoring fund in soles in the seed');
          await page.goto(`/onboarding?productId=${fund.id}&volver=%2Fportafolio`);
          await page.waitForURL(/\/onboarding\/[^/]+\/step-1\//);
          await page.getByTestId('onboarding-stepper').getByText('Datos').waitFor();
          await settle(page);
        },
      },
    ],
  };
}

const timestamp = (seconds: number) => {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  const hh = String(Math.floor(whole / 3600)).padStart(2, '0');
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms).padStart(3, '0')}`;
};

/** One cue per scene, in the order and for the time each is shown. */
export function webVtt(scenes: readonly Pick<Scene, 'seconds' | 'caption'>[]): string {
  let at = 0;
  const cues = scenes.map((scene, index) => {
    const cue = `${index + 1}\n${timestamp(at)} --> ${timestamp(at + scene.seconds)}\n${scene.caption}`;
    at += scene.seconds;
    return cue;
  });
  return `WEBVTT - ¿Cómo invertir? Recorrido por Invierte\n\n${cues.join('\n\n')}\n`;
}

async function main() {
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error('run `npm run build:web` first');
  execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  const work = await mkdtemp(path.join(tmpdir(), 'invierte-tutorial-'));
  const dataDir = path.join(work, 'data');
  const webCopy = path.join(work, 'web');
  await cp(webDist, webCopy, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A fresh embedded database under the work folder, or TUTORIAL_DATABASE_URL (an empty PostgreSQL
  // database) when given. It is migrated and seeded first, as a deployment does (db-prepare.ts), so
  // the server's start is quick even on a busy machine.
  const env = {
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    WEB_DIST: webCopy,
    NODE_ENV: 'production',
    ...(process.env.TUTORIAL_DATABASE_URL && { DATABASE_URL: process.env.TUTORIAL_DATABASE_URL }),
  };
  console.log('preparing a seeded database…');
  execFileSync(process.execPath, ['--import', 'tsx', 'src/db-prepare.ts'], {
    cwd: path.join(repoRoot, 'apps/api'),
    env: { ...process.env, ...env, SEED: 'true', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  console.log(`starting the product on ${baseUrl}…`);
  const server = await startServer({ ...env, MIGRATE: 'false', SEED: 'false' }, port);
  const browser = await launchBrowser();
  try {
    const groups = scenesFor();
    const shown: { file: string; scene: Scene }[] = [];
    for (const scenes of [groups.visitor, groups.investor, groups.participant]) {
      // Each person in a browser of her own; the welcoming dialog stays closed until asked for.
      const { context, page } = await newPage(browser, baseUrl, { viewport: SIZE });
      // A busy machine may take longer than a journey's 15 s to sign in: a recording can wait.
      page.setDefaultTimeout(90_000);
      await context.addInitScript(() => {
        // Runs in the page (this file is typed for Node).
        const { localStorage } = globalThis as unknown as {
          localStorage: { setItem(key: string, value: string): void };
        };
        localStorage.setItem('firstTimeInPortfolio', 'false');
        localStorage.setItem('hideHeadWelcoming', 'true');
      });
      for (const scene of scenes) {
        await scene.show(page).catch(async (error: unknown) => {
          const file = path.join(tmpdir(), 'record-tutorial-failed.png');
          await page.screenshot({ path: file }).catch(() => undefined);
          throw new Error(`${scene.caption}: ${String(error)} (the page as it was: ${file})`);
        });
        const file = path.join(work, `${String(shown.length + 1).padStart(2, '0')}.png`);
        await page.screenshot({ path: file, animations: 'disabled' });
        console.log(`  ${path.basename(file)}  ${scene.caption}`);
        shown.push({ file, scene });
      }
      await context.close();
    }

    // The concat demuxer shows each still for its seconds (the last one listed twice, as it requires).
    const list = [
      ...shown.flatMap(({ file, scene }) => [`file '${file}'`, `duration ${scene.seconds}`]),
      `file '${shown.at(-1)?.file ?? ''}'`,
    ].join('\n');
    const listFile = path.join(work, 'scenes.txt');
    await writeFile(listFile, `${list}\n`);
    // Stills at 10 frames a second: VP9 spends almost nothing on the frames that repeat.
    execFileSync(
      'ffmpeg',
      [
        ...['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', listFile],
        ...['-vf', `fps=10,scale=${SIZE.width}:${SIZE.height}:flags=lanczos,format=yuv420p`],
        ...['-c:v', 'libvpx-vp9', '-crf', '36', '-b:v', '0', '-row-mt', '1', '-an'],
        ...['-metadata', 'title=¿Cómo invertir? Recorrido por Invierte', '-metadata:s:v', 'language=spa'],
        VIDEO,
      ],
      { stdio: 'inherit' },
    );
    await writeFile(CAPTIONS, webVtt(shown.map(({ scene }) => scene)));
    const seconds = shown.reduce((sum, { scene }) => sum + scene.seconds, 0);
    const { size } = await stat(VIDEO);
    console.log(`wrote ${path.relative(repoRoot, VIDEO)} (${seconds} s, ${(size / 1024).toFixed(0)} KB)`);
    console.log(`wrote ${path.relative(repoRoot, CAPTIONS)}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await waitForExit(server);
    await rm(work, { recursive: true, force: true });
  }
}

await main();
