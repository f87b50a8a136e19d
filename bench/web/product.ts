/**
 * The built product as the web measurements see it: the real API serving a private copy of the web
 * build (another `npm run build:web` on this machine empties apps/web/dist) on a free loopback port,
 * with a fresh temporary DATA_DIR on PGlite, seeded. Shared by `npm run size` and `npm run bench:web`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storageKeys } from '../../apps/web/src/lib/storage-keys.ts';
import { snapshotWebDist } from '../../e2e/support/web-dist.ts';
import { defer } from '../cleanup.ts';
import { startApi } from '../servers.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The seeded INTERESADO whose home is /portafolio (README, demo accounts): whoever holds quotas is a
 * PARTICIPE, whom the web sends from /portafolio to /participe.
 */
export const DEMO_USER = { email: 'verificacion@invierte.pe', password: 'Demo2026' } as const;

export interface BuiltProduct {
  baseUrl: string;
  /** Where the served copy of the build is: the bytes a page loads are read from here. */
  dist: string;
  stop(): Promise<void>;
}

export async function startBuiltProduct(): Promise<BuiltProduct> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'invierte-web-bench-'));
  const removeFolder = defer(`web build copy ${folder}`, () => rm(folder, { recursive: true, force: true }));
  const dist = path.join(folder, 'dist');
  try {
    await snapshotWebDist(dist);
    const api = await startApi('pglite', undefined, { WEB_DIST: dist });
    return {
      baseUrl: api.baseUrl,
      dist,
      async stop() {
        await api.stop();
        await removeFolder();
      },
    };
  } catch (error) {
    await removeFolder();
    throw error;
  }
}

/**
 * Logs the demo customer in through the API and returns the localStorage entries the web app keeps
 * for a session (apps/web/src/lib/session.ts), ready to be written into the page's origin.
 */
export async function demoSessionStorage(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_USER),
  });
  const body = (await response.json()) as {
    data?: { accessToken?: string; refreshToken?: string; expiresIn?: number };
  };
  const session = body.data;
  if (!response.ok || !session?.accessToken)
    throw new Error(`demo login answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return {
    [storageKeys.token]: `Bearer ${session.accessToken}`,
    [storageKeys.strategy]: 'local',
    ...(session.refreshToken ? { [storageKeys.refreshToken]: session.refreshToken } : {}),
    ...(session.expiresIn === undefined
      ? {}
      : { [storageKeys.tokenExpiration]: String(Date.now() + session.expiresIn * 1000) }),
  };
}

/** The pages both measurements cover, and whether each needs the demo customer's session. */
export const MEASURED_PAGES = [
  { path: '/', loggedIn: false },
  { path: '/login', loggedIn: false },
  { path: '/portafolio', loggedIn: true },
] as const;

/** Debian's Chromium (or CHROME_PATH) with the flags every browser run of this project uses. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
