import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * How Node runs an entry of apps/api: a bundle of dist/ as production runs it (docs/decisions/0045,
 * and 0048 for V8's heap growth), a TypeScript source through tsx.
 */
export function entryArgs(entry: string): string[] {
  if (entry.endsWith('.ts')) return ['--import', 'tsx', entry];
  if (!existsSync(path.join(apiRoot, entry)))
    throw new Error(`apps/api/${entry} is missing: run \`npm run build:api\` first`);
  return ['--enable-source-maps', '--heap-growing-percent=50', entry];
}

/**
 * The server's bundle, which the API run's global setup builds (api-global-setup.ts) when the run
 * has files that start real servers: they run what production runs.
 */
export const builtServer = 'dist/server.js';

/**
 * Starts the real server as a child process and waits until it answers. `entry` is a file of
 * apps/api: `src/server.ts` (the default, which needs no build) or a bundle such as `builtServer`
 * (the API tests, the journeys and the benchmarks run what production runs).
 * `API_NODE_ARGS` adds Node.js flags to that child only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to
 * profile the API under a benchmark; Node refuses `--cpu-prof` in NODE_OPTIONS).
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  entry = 'src/server.ts',
): Promise<ChildProcess> {
  const nodeArgs = process.env.API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...entryArgs(entry)], {
    cwd: apiRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A test that timed out never reaches its own kill: the server goes when the test process does.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  child.once('exit', () => process.off('exit', orphan));
  // Only a bound for a start that hangs: in CI two such servers (each opening and migrating its own
  // embedded database) start beside three test workers and the PostgreSQL suite on two cores, and
  // took over 60 s once. Under the API project's 180 s hook timeout.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 150 s');
}

export function waitForExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}
