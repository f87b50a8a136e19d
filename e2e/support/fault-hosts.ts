import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/api/src/test/server-process.ts';
import { deployCommands, processSettings } from '../../tools/topology.ts';

/**
 * What the fault tests (production-faults.e2e.ts) build for themselves, so that breaking a part never
 * touches the machine's shared PostgreSQL or Redis: a PostgreSQL cluster of their own (initdb in a
 * temporary folder, run as the `postgres` user), a redis-server of their own (deployed-redis.ts), a network namespace
 * joined to this one by a veth pair (a second "host" whose route to PostgreSQL can be cut), and real
 * API processes started with the deployment's own command and settings (tools/topology.ts).
 */

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api');
const pgBin = '/usr/lib/postgresql/15/bin';

/** Fails at once, with what to install or how to run, when the faults cannot be staged here. */
export function requireFaultTools(): void {
  const missing: string[] = [];
  if (process.getuid?.() !== 0)
    missing.push('root (network namespaces, tmpfs mounts and a PostgreSQL run as another user need it)');
  const tools: Array<[string, string]> = [
    ['/usr/sbin/ip', 'iproute2'],
    ['/usr/bin/mount', 'mount'],
    ['/usr/bin/umount', 'mount'],
    ['/usr/sbin/runuser', 'util-linux'],
    [`${pgBin}/initdb`, 'postgresql-15'],
    [`${pgBin}/pg_ctl`, 'postgresql-15'],
    ['/usr/bin/redis-server', 'redis-server'],
  ];
  for (const [file, pkg] of tools) if (!existsSync(file)) missing.push(`${file} (apt-get install ${pkg})`);
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    missing.push('the "postgres" user (apt-get install postgresql-15)');
  }
  if (missing.length > 0)
    throw new Error(`The fault tests cannot stage their faults here. Missing: ${missing.join('; ')}.`);
}

function run(command: string, args: string[]) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed: ${stderr ?? String(error)}`, { cause: error });
  }
}

export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}

export async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited(child);
  clearTimeout(timer);
}

/**
 * A second host: network namespace `name` with one veth pair to this one. This side has
 * `hostAddress` (what the namespace's processes and the tests speak from) and `serviceAddress` (where
 * this side's PostgreSQL listens for the namespace); the namespace has `address`. The namespace has
 * no other route, so nothing it sends can leave the machine. `cut()` blackholes the route to
 * `serviceAddress` inside the namespace (a partition between its processes and PostgreSQL; the
 * tests still reach its processes), `heal()` puts it back.
 */
export interface NetworkHost {
  name: string;
  address: string;
  hostAddress: string;
  serviceAddress: string;
  exec(args: string[]): string[];
  cut(): void;
  heal(): void;
  remove(): void;
}

export function createNetworkHost(): NetworkHost {
  const id = randomBytes(3).toString('hex');
  const name = `invierte-fault-${id}`;
  const outside = `ivf${id}h`;
  const inside = `ivf${id}n`;
  // A /29 of 10.213.0.0/16 that no interface of this machine uses yet.
  const used = run('ip', ['-4', '-o', 'addr', 'show']);
  let third = 0;
  for (let i = 0; i < 50 && third === 0; i++) {
    const candidate = 1 + Math.floor(Math.random() * 250);
    if (!used.includes(`10.213.${candidate}.`)) third = candidate;
  }
  if (third === 0) throw new Error('no free 10.213.x.0/29 for the fault tests’ network namespace');
  const net = `10.213.${third}`;
  const host = {
    name,
    hostAddress: `${net}.1`,
    address: `${net}.2`,
    serviceAddress: `${net}.3`,
  };
  run('ip', ['netns', 'add', name]);
  try {
    run('ip', ['link', 'add', outside, 'type', 'veth', 'peer', 'name', inside]);
    run('ip', ['link', 'set', inside, 'netns', name]);
    run('ip', ['addr', 'add', `${host.hostAddress}/29`, 'dev', outside]);
    run('ip', ['addr', 'add', `${host.serviceAddress}/29`, 'dev', outside]);
    run('ip', ['link', 'set', outside, 'up']);
    run('ip', ['netns', 'exec', name, 'ip', 'addr', 'add', `${host.address}/29`, 'dev', inside]);
    run('ip', ['netns', 'exec', name, 'ip', 'link', 'set', inside, 'up']);
    run('ip', ['netns', 'exec', name, 'ip', 'link', 'set', 'lo', 'up']);
  } catch (error) {
    run('ip', ['netns', 'delete', name]);
    throw error;
  }
  return {
    ...host,
    exec: (args) => ['ip', 'netns', 'exec', name, ...args],
    cut: () =>
      run('ip', ['netns', 'exec', name, 'ip', 'route', 'add', 'blackhole', `${host.serviceAddress}/32`]),
    heal: () =>
      run('ip', ['netns', 'exec', name, 'ip', 'route', 'del', 'blackhole', `${host.serviceAddress}/32`]),
    remove() {
      // Deleting the namespace deletes its end of the pair, and with it this end.
      run('ip', ['netns', 'delete', name]);
      try {
        run('ip', ['link', 'delete', outside]);
      } catch {
        // already gone with the namespace
      }
    },
  };
}

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  serverUrl: string;
  port: number;
  /** `pg_ctl restart -m fast`: every connection is closed, the server is away, then back. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A throwaway PostgreSQL 15 cluster on a free port, listening on loopback and on `alsoListenOn`. */
export async function startOwnPostgres(alsoListenOn: string[]): Promise<OwnPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'invierte-fault-pg-'));
  await chmod(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const uid = Number(run('id', ['-u', 'postgres']).trim());
  const gid = Number(run('id', ['-g', 'postgres']).trim());
  await chown(dir, uid, gid);
  const asPostgres = (args: string[]) => run('runuser', ['-u', 'postgres', '--', ...args]);
  asPostgres([`${pgBin}/initdb`, '-D', dataDir, '--auth=trust', '-U', 'postgres', '--no-sync']);
  for (const address of alsoListenOn)
    await appendFile(path.join(dataDir, 'pg_hba.conf'), `host all all ${address}/29 trust\n`);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-c listen_addresses='${['127.0.0.1', ...alsoListenOn].join(',')}'`,
    `-c unix_socket_directories='${dir}'`,
    // Throwaway data: durability on disk is not what these tests check (a restart is a clean one).
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  const ctl = (args: string[]) =>
    asPostgres([`${pgBin}/pg_ctl`, '-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-t', '60', ...args]);
  ctl(['-o', options, 'start']);
  return {
    serverUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async restart() {
      // Asynchronous, so the test's own clients keep sending while the server is away.
      await promisify(execFile)('runuser', [
        '-u',
        'postgres',
        '--',
        `${pgBin}/pg_ctl`,
        '-D',
        dataDir,
        '-l',
        path.join(dir, 'log'),
        '-w',
        '-t',
        '60',
        '-m',
        'fast',
        'restart',
      ]);
    },
    async stop() {
      try {
        ctl(['-m', 'immediate', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
}

/**
 * One API process as a deployment starts it (`deployCommands.serve` with `processSettings`), on
 * `host:port`, optionally inside a network namespace (`wrap`: the command prefix that enters it).
 * Resolves once `GET /api/ready` answers 200.
 */
export async function startApi(
  env: Record<string, string>,
  options: { host?: string; wrap?: string[]; children?: ChildProcess[] } = {},
): Promise<ApiProcess> {
  const host = options.host ?? '127.0.0.1';
  const port = await freePort();
  const [, ...serveArgs] = deployCommands.serve;
  const command = [...(options.wrap ?? []), process.execPath, ...serveArgs];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.FAULTS_VERBOSE ? 'info' : 'error',
      ...processSettings,
      ...env,
      HOST: host,
      PORT: String(port),
    },
    stdio: ['ignore', process.env.FAULTS_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
  });
  // Known to the caller at once, so that its clean-up stops it even when another start fails.
  options.children?.push(child);
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + Number(process.env.FAULTS_START_MS ?? 300_000);
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `API process ${url} exited (${child.exitCode ?? child.signalCode}) before it was ready`,
      );
    try {
      const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return { url, child };
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`API process ${url} not ready in time (last: ${last})`);
}
