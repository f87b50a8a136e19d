import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, waitForExit } from '../../apps/api/src/test/server-process.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDist = path.join(repoRoot, 'apps/web/dist');

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  /** Every .eml the built-in mail provider wrote to `to`, newest first. */
  mailsTo(to: string): Promise<string[]>;
  stop(): Promise<void>;
}

/** The whole product as `npm start` runs it: built web app, API, seeded PGlite in a fresh folder. */
export async function startProduct(): Promise<RunningProduct> {
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build:web` first (npm run test:e2e does).');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'invierte-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = await startServer(
    { DATA_DIR: dataDir, PUBLIC_URL: baseUrl, WEB_DIST: webDist, SEED: 'true', NODE_ENV: 'production' },
    port,
  );
  return {
    baseUrl,
    dataDir,
    async mailsTo(to: string) {
      const folder = path.join(dataDir, 'mail');
      if (!existsSync(folder)) return [];
      const files = (await readdir(folder)).sort().reverse();
      const mails = await Promise.all(files.map((f) => readFile(path.join(folder, f), 'utf8')));
      return mails.filter((m) => m.includes(`To: ${to}`));
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
