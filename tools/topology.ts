#!/usr/bin/env node
// `npm run topology`: several API processes on one PostgreSQL database and one Redis, behind nginx,
// as a production deployment runs them (docs/deploy.md, "Several API processes behind nginx").
// The database is created and migrated (and seeded) once, before any process starts; each process
// then starts with MIGRATE=false SEED=false. nginx from Debian's packages runs as a child with its
// own configuration, pid and logs in a temporary folder. Ctrl-C (SIGINT) or SIGTERM stops it all.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { onPostgresServer, withDatabase } from '../apps/api/src/db/postgres-server.ts';
import { freePort } from '../apps/api/src/test/server-process.ts';
import { ensureDebianBinary } from './debian-package.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiRoot = path.join(repoRoot, 'apps/api');

/**
 * What a deployment runs, from apps/api: `prepare` once per deploy (migrations, and the demo data
 * when SEED=true), then `serve` in every API process with `processSettings`; both from the API's
 * bundle (`npm run build:api`, docs/decisions/0045). deploy/Dockerfile and deploy/compose.yaml run
 * the very same (`npm run check:deploy` compares them). A server's V8 collects its old generation
 * once it has grown by half of what was live after the last collection, not up to four times as much
 * (`--heap-growing-percent=50`, decision 0048); the short-lived `prepare` keeps V8's default.
 */
export const deployCommands = {
  prepare: ['node', '--enable-source-maps', 'dist/db-prepare.js'],
  serve: ['node', '--enable-source-maps', '--heap-growing-percent=50', 'dist/server.js'],
} as const;
/**
 * Every API process's settings. DATABASE_POOL_SIZE: two processes together hold the ten connections
 * one process holds by default, since what PostgreSQL serves at once is bounded by its cores, not by
 * the number of processes asking (docs/deploy.md, "Connections to PostgreSQL").
 */
export const processSettings = {
  MIGRATE: 'false',
  SEED: 'false',
  TRUST_PROXY: '1',
  DATABASE_POOL_SIZE: '5',
} as const;
/**
 * The Node.js process's own environment, not the API's settings: deploy/Dockerfile sets it as ENV,
 * and every command above runs with it here and in the benchmarks. glibc gives each thread that
 * allocates its own malloc arena (up to 8 per core), and memory freed in one is seldom handed back
 * to the system; two arenas bound that for the request thread and the pool's threads (decision 0046).
 */
export const runtimeEnv = { MALLOC_ARENA_MAX: '2' } as const;

export interface TopologyOptions {
  /** API processes behind the balancer (TOPOLOGY_PROCESSES, default 2). */
  processes?: number;
  /** A server of the machine's PostgreSQL; a fresh database is created on it (TOPOLOGY_POSTGRES_URL). */
  postgresUrl?: string;
  /**
   * Instead, a database that is already migrated (and seeded as wanted): used as it is, never
   * prepared nor dropped (the benchmarks' large database).
   */
  databaseUrl?: string;
  /** The Redis every process shares (REDIS_URL, default redis://127.0.0.1:6379). */
  redisUrl?: string;
  /** The balancer's port on 127.0.0.1 (TOPOLOGY_PORT; 0 or unset: a free one). */
  port?: number;
  /** The built web app the processes serve (WEB_DIST, default apps/web/dist). */
  webDist?: string;
  /** Seed the demo data once before the processes start (SEED, default true). */
  seed?: boolean;
  /** More environment for every API process (e.g. LOG_LEVEL). */
  env?: Record<string, string>;
  /** Where the API processes' and nginx's output goes: this process's terminal, or nowhere. */
  output?: 'inherit' | 'ignore';
}

export interface ApiProcess {
  /** `http://127.0.0.1:<port>`: this process directly, around the balancer. */
  url: string;
  port: number;
  /** The process now serving this port (another one after `restart`). */
  child: ChildProcess;
}

export interface RunningTopology {
  /** The balancer's address: what a browser opens. */
  url: string;
  processes: ApiProcess[];
  databaseUrl: string;
  /** Temporary folder with nginx.conf, nginx's logs and pid, and the API's DATA_DIR. */
  dir: string;
  /** Milliseconds from the call to a balancer that answers readiness. */
  startMs: number;
  /**
   * One step of a rolling restart: SIGTERM to process `index` (it drains for its DRAIN_SECONDS and
   * closes), then the same command on the same port, with `env` added; resolves once it is ready.
   */
  restart(index: number, env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

/** Debian's nginx (or NGINX_PATH); installed with apt-get when missing and running as root. */
export function ensureNginx(): string {
  return ensureDebianBinary('/usr/sbin/nginx', 'nginx', 'NGINX_PATH');
}

// One free loopback port, as the API's own process tests find theirs.
export { freePort };

/**
 * The balancer's configuration. Plain HTTP and the live socket's upgrade go to the same upstream;
 * a process that refuses connections, times out or answers 503 is skipped for `fail_timeout` after
 * `max_fails` failures (open-source nginx has passive checks only, docs/deploy.md), unless every
 * process is: then nginx asks them all again, as backups (decision 0069).
 */
export function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const servers = [
    ...upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=10s;`),
    '    # The same processes again, never counted out: nginx asks them when every one above is.',
    ...upstreams.map((p) => `    server 127.0.0.1:${p} backup max_fails=0;`),
  ].join('\n');
  return `# Written by tools/topology.ts; nginx runs with -p ${dir} -c nginx.conf.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format invierte '$remote_addr [$time_iso8601] "$request" $status $body_bytes_sent '
                      '$request_time request_id=$request_id upstream=$upstream_addr';
  access_log ${dir}/access.log invierte;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  # Uploads (vouchers, documents) are limited by the API itself at 20 MB a file.
  client_max_body_size 50m;
  # An upgrade asks for "Connection: upgrade"; any other request keeps the upstream connection alive.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  upstream invierte_api {
${servers}
    # Idle connections each worker keeps to the processes: above the clients a worker carries at
    # once, or nginx closes and reopens upstream connections under load (16 did, for a tenth of
    # the requests at 50 clients on two processes: docs/benchmarks.md, 2026-12-03).
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    # As the API alone: no practical cap on the requests of one client connection (nginx closes
    # it after 1,000 by default, and a client that sends its next request before reading that
    # answer's close, as the benchmarks' load generator does, sees it fail: docs/deploy.md).
    keepalive_requests 1000000;
    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    # nginx is the edge: the client address replaces whatever the client claimed, and the API trusts
    # exactly this one hop (TRUST_PROXY=1, docs/decisions/0006).
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Real-IP $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    # One id per request, nginx's own: the API logs it on every line of the request and of the work
    # it causes, answers it back, and nginx's access line carries it too (docs/deploy.md, "Logs").
    # As with X-Forwarded-For, a client cannot choose it.
    proxy_set_header X-Request-ID $request_id;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection $connection_upgrade;
    # A process that is down, or answers 503 (cut off from the database, at its limit, closing): the
    # request goes to one other process (never a non-idempotent request already sent, nginx's
    # default). Two tries: past them the client gets that 503 itself, not nginx's 502 (decision 0069).
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 2;
    location / {
      proxy_pass http://invierte_api;
    }
    location = /api/live {
      proxy_pass http://invierte_api;
      # A live socket may stay quiet for long: only a closed connection ends it.
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
  }
}
`;
}

async function waitUntilReady(url: string, child: ChildProcess, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

/** Removes the limits' counters the topology's processes left under their prefix (they would expire anyway). */
async function forgetRedisKeys(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true });
  try {
    await redis.connect();
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 }))
      keys.push(...(batch as string[]));
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

export async function startTopology(options: TopologyOptions = {}): Promise<RunningTopology> {
  const started = Date.now();
  const count = options.processes ?? Number(process.env.TOPOLOGY_PROCESSES ?? 2);
  if (!Number.isInteger(count) || count < 1) throw new Error('TOPOLOGY_PROCESSES must be a whole number ≥ 1');
  const postgresUrl =
    options.postgresUrl ?? process.env.TOPOLOGY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const webDist = options.webDist ?? process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');
  const output = options.output ?? 'inherit';
  for (const file of Object.values(deployCommands).map((command) => command[command.length - 1]!))
    if (!existsSync(path.join(apiRoot, file)))
      throw new Error(`apps/api/${file} is missing: run \`npm run build:api\` first (npm run topology does)`);
  const nginx = ensureNginx();

  const id = randomBytes(4).toString('hex');
  const dir = await mkdtemp(path.join(tmpdir(), 'invierte-topology-'));
  // nginx's workers (another user when nginx starts as root) reach their temporary folders in here.
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, 'temp'));
  const dataDir = path.join(dir, 'data');
  const database = `invierte_topology_${id}`;
  const databaseUrl = options.databaseUrl ?? withDatabase(postgresUrl, database);
  const port = (options.port ?? Number(process.env.TOPOLOGY_PORT || 0)) || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const children: ChildProcess[] = [];
  let nginxChild: ChildProcess | undefined;
  let databaseCreated = false;

  // Every process gets the same secret and the same store of files, database and Redis prefix.
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `topology-${id}:`,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    WEB_DIST: webDist,
    ...options.env,
    ...runtimeEnv,
  };

  function serve(apiPort: number, more: Record<string, string> = {}) {
    const [, ...serveArgs] = deployCommands.serve;
    const child = spawn(process.execPath, serveArgs, {
      cwd: apiRoot,
      env: { ...env, ...processSettings, ...more, HOST: '127.0.0.1', PORT: String(apiPort) },
      stdio: ['ignore', output, output],
    });
    children.push(child);
    return child;
  }

  async function stop() {
    await Promise.all(
      children.map((child) => stopChild(child, child === nginxChild ? 'SIGQUIT' : 'SIGTERM')),
    );
    if (databaseCreated)
      await onPostgresServer(postgresUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(
        (err: unknown) => console.error(`topology: could not drop ${database}:`, err),
      );
    await forgetRedisKeys(redisUrl, env.REDIS_PREFIX!).catch((err: unknown) =>
      console.error('topology: could not remove its Redis keys:', err),
    );
    await rm(dir, { recursive: true, force: true });
  }

  try {
    if (!options.databaseUrl) {
      await onPostgresServer(postgresUrl, `CREATE DATABASE ${database}`);
      databaseCreated = true;
      // Migrated (and seeded) once, by one process, before any API process starts.
      const [, ...prepareArgs] = deployCommands.prepare;
      const prepare = spawn(process.execPath, prepareArgs, {
        cwd: apiRoot,
        env: { ...env, SEED: options.seed === false ? 'false' : 'true' },
        stdio: ['ignore', output, 'inherit'],
      });
      const code = await exited(prepare);
      if (code !== 0) throw new Error(`db:prepare exited with ${code}`);
    }

    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const processes = ports.map((apiPort) => ({
      url: `http://127.0.0.1:${apiPort}`,
      port: apiPort,
      child: serve(apiPort),
    }));
    await Promise.all(processes.map((p, i) => waitUntilReady(p.url, p.child, `API process ${i + 1}`)));

    await writeFile(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, ports));
    nginxChild = spawn(
      nginx,
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
      {
        stdio: ['ignore', output, output],
      },
    );
    children.push(nginxChild);
    await waitUntilReady(url, nginxChild, 'nginx', 15_000);
    const restart = async (index: number, more?: Record<string, string>) => {
      const apiProcess = processes[index];
      if (!apiProcess) throw new Error(`no API process ${index}`);
      await stopChild(apiProcess.child);
      children.splice(children.indexOf(apiProcess.child), 1);
      apiProcess.child = serve(apiProcess.port, more);
      await waitUntilReady(apiProcess.url, apiProcess.child, `API process ${index + 1} (restarted)`);
    };
    return { url, processes, databaseUrl, dir, startMs: Date.now() - started, restart, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

// Run as a command: start, print the balancer's address, stop on SIGINT or SIGTERM.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const topology = await startTopology({ env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' } });
  console.log(
    `Invierte behind nginx: ${topology.url} (${topology.processes.length} API processes: ${topology.processes
      .map((p) => p.url)
      .join(', ')}; database ${topology.databaseUrl}; ready in ${(topology.startMs / 1000).toFixed(1)} s)`,
  );
  let stopping = false;
  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping nginx and the API processes…`);
    void topology.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  // An API process or nginx that dies on its own stops the rest.
  for (const child of topology.processes.map((p) => p.child))
    child.once('exit', (code) => {
      if (stopping) return;
      console.error(`an API process exited with ${code}: stopping the topology`);
      onSignal('exit');
    });
}
