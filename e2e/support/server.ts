import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freePort, startServer, waitForExit } from '../../apps/api/src/test/server-process.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDist = path.join(repoRoot, 'apps/web/dist');

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  /** Every .eml the built-in mail provider wrote to `to`, newest first. */
  mailsTo(to: string): Promise<string[]>;
  /** The newest mail to `to` once there are `count` of them (the provider writes after answering). */
  waitForMail(to: string, count?: number): Promise<string>;
  stop(): Promise<void>;
}

/** True when every file the build's manifest names is in `dist` (a copy made mid-build is not). */
async function isCompleteBuild(dist: string): Promise<boolean> {
  try {
    const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    return (
      existsSync(path.join(dist, 'index.html')) &&
      Object.values(manifest).every((chunk) => existsSync(path.join(dist, chunk.file)))
    );
  } catch {
    return false;
  }
}

/**
 * A private copy of the built web app: another `npm run build:web` on this machine empties
 * apps/web/dist, and a page must not lose its chunks in the middle of a journey.
 */
export async function snapshotWebDist(target: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await rm(target, { recursive: true, force: true });
    await cp(webDist, target, { recursive: true });
    if (await isCompleteBuild(target)) return;
    if (Date.now() > deadline) throw new Error('apps/web/dist stayed incomplete for 60 s');
    // A build is being written right now; take the copy once it is done.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The whole product as `npm start` runs it: built web app, API bundle, seeded PGlite in a fresh folder.
 * `env` adds or overrides environment variables (e.g. a short link lifetime, a Google client id);
 * `entry` is the server's bundle (global-setup.ts builds them), `dist/e2e-server.js` for journeys that
 * move an onboarding's state (src/test/e2e-server.ts).
 */
export async function startProduct(
  env: Record<string, string> = {},
  entry = 'dist/server.js',
): Promise<RunningProduct> {
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build:web` first (npm run test:e2e does).');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'invierte-e2e-'));
  // Its own copy of the run's seeded database (global-setup.ts): the server finds it seeded.
  await cp(inject('seededDataDir'), dataDir, { recursive: true });
  const webCopy = path.join(dataDir, 'web-dist');
  await snapshotWebDist(webCopy);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = await startServer(
    {
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      WEB_DIST: webCopy,
      SEED: 'true',
      NODE_ENV: 'production',
      // Journeys run the monthly statements when they mean to (src/test/e2e-server.ts), not on a timer.
      MONTHLY_STATEMENTS: 'off',
      ...env,
    },
    port,
    entry,
  );
  async function mailsTo(to: string) {
    const folder = path.join(dataDir, 'mail');
    if (!existsSync(folder)) return [];
    const files = (await readdir(folder)).sort().reverse();
    const mails = await Promise.all(files.map((f) => readFile(path.join(folder, f), 'utf8')));
    return mails.filter((m) => m.includes(`To: ${to}`));
  }
  return {
    baseUrl,
    dataDir,
    mailsTo,
    async waitForMail(to: string, count = 1) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const mails = await mailsTo(to);
        if (mails.length >= count && mails[0]) return mails[0];
        if (Date.now() > deadline) throw new Error(`no mail #${count} to ${to} within 15 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await waitForExit(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first link to `pathPrefix` in a MIME message (quoted-printable soft breaks undone). */
export function linkFromMail(mail: string, pathPrefix: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https?://[^\\s"<>]+${pathPrefix}[^\\s"<>]*`).exec(unfolded);
  if (!match) throw new Error(`no ${pathPrefix} link in mail`);
  return match[0];
}
