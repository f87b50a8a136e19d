/** The processes under load: the bare Fastify yardstick and the real API, each in its own child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, waitForExit } from '../apps/api/src/test/server-process.ts';
import { runtimeEnv } from '../tools/topology.ts';
import { defer } from './cleanup.ts';
import type { Database } from './scenarios.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

export interface RunningServer {
  baseUrl: string;
  /** The server's process id (its memory is read from it). */
  pid?: number;
  /** The API's DATA_DIR (bench/fixtures.ts reads the e-mails it wrote). */
  dataDir?: string;
  stop(): Promise<void>;
}

/** SIGTERM, then SIGKILL if the process has not exited within `graceMs`. */
async function terminate(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  try {
    await waitForExit(child);
  } finally {
    clearTimeout(timer);
  }
}

async function waitUntilAnswering(child: ChildProcess, url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function startBareFastify(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, 'bare-fastify.ts')], {
    cwd: path.resolve(benchDir, '..'),
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = defer('bare Fastify', () => terminate(child));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(child, `${baseUrl}/`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/**
 * The real API (its bundle, apps/api/dist/server.js) with LOG_LEVEL=warn and the seed, on a fresh temporary DATA_DIR
 * that is removed once the server has exited. `databaseUrl` absent means embedded PGlite; `env` adds
 * settings (the web benchmarks point WEB_DIST at their own copy of the build).
 */
export async function startApi(
  database: Database,
  databaseUrl?: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `invierte-bench-${database}-`));
  const removeDataDir = defer(`data dir ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  let child: ChildProcess;
  try {
    child = await startServer(
      {
        LOG_LEVEL: 'warn',
        SEED: 'true',
        DATA_DIR: dataDir,
        // An empty value means "no PostgreSQL" to the API, whatever the calling shell exported.
        DATABASE_URL: databaseUrl ?? '',
        // One client sends every request from 127.0.0.1: the limiter still runs on every request, but with
        // its default (600 per minute per address) nearly all of them would be 429s instead of the route.
        RATE_LIMIT_MAX: '1000000000',
        AUTH_RATE_LIMIT_MAX: '1000000000',
        // The monthly statements' timer (decision 0039) would start writing a PDF for every investor
        // 30 s in (10,000 on the large database) on the API's work pool, during the measured runs.
        MONTHLY_STATEMENTS: 'off',
        ...env,
        // The process environment of the image (deploy/Dockerfile), as the topology runs it.
        ...runtimeEnv,
      },
      port,
      // What production runs (npm run bench builds it).
      'dist/server.js',
    );
  } catch (error) {
    await removeDataDir();
    throw error;
  }
  const stopChild = defer(`API on ${database}`, () => terminate(child));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    dataDir,
    async stop() {
      await stopChild();
      await removeDataDir();
    },
  };
}
