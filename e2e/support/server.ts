import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort, startServer, waitForExit } from '../../apps/api/src/test/server-process.ts';
import { copyTree } from './copy-tree.ts';

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  /** The web build it serves: the run's shared snapshot, or its own copy (`ownWebBuild`). */
  webDist: string;
  /** Every .eml the built-in mail provider wrote to `to`, newest first. */
  mailsTo(to: string): Promise<string[]>;
  /** The newest mail to `to` once there are `count` of them (the provider writes after answering). */
  waitForMail(to: string, count?: number): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The whole product as `npm start` runs it: built web app, API bundle, seeded PGlite in a fresh folder.
 * `env` adds or overrides environment variables (e.g. a short link lifetime, a Google client id);
 * `entry` is the server's bundle (global-setup.ts builds them), `dist/e2e-server.js` for journeys that
 * move an onboarding's state (src/test/e2e-server.ts). `ownWebBuild` gives it a copy of the web build
 * of its own, for a journey that changes it (a new version of the app); the others share one.
 */
export async function startProduct(
  env: Record<string, string> = {},
  entry = 'dist/server.js',
  { ownWebBuild = false } = {},
): Promise<RunningProduct> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'invierte-e2e-'));
  // Its own copy of the run's seeded database (global-setup.ts): the server finds it seeded. The web
  // app is the run's one snapshot of the build, which the products only read, unless it asks for its own.
  await copyTree(inject('seededDataDir'), dataDir);
  const webDist = ownWebBuild ? path.join(dataDir, 'web-dist') : inject('webDistSnapshot');
  if (ownWebBuild) await copyTree(inject('webDistSnapshot'), webDist);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = await startServer(
    {
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      WEB_DIST: webDist,
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
    webDist,
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
