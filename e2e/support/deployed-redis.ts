import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { freePort } from '../../apps/api/src/test/server-process.ts';
import { stopChild } from './fault-hosts.ts';

const compose = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/compose.yaml');

/** The settings deploy/compose.yaml starts its redis-server with (its command, the program left out). */
export async function deployedRedisSettings(): Promise<string[]> {
  const file = parse(await readFile(compose, 'utf8')) as { services: { redis: { command: string[] } } };
  const [program, ...settings] = file.services.redis.command;
  if (program !== 'redis-server') throw new Error(`compose.yaml's redis runs ${program}, not redis-server`);
  return settings;
}

export interface OwnRedis {
  url: string;
  port: number;
  /** Stops the server (SIGTERM to the process this helper started). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

/**
 * A redis-server of its own on a free port, with the deployment's settings, listening on `bind`;
 * `overrides` come last, and redis-server keeps a setting's last value (a smaller memory limit, say).
 */
export async function startOwnRedis(bind: string[], overrides: string[] = []): Promise<OwnRedis> {
  const port = await freePort();
  const settings = await deployedRedisSettings();
  let child: ChildProcess | undefined;
  const start = async () => {
    // Protected mode would refuse a network namespace's address; only this machine's namespaces reach it.
    child = spawn(
      '/usr/bin/redis-server',
      [
        ...settings,
        '--port',
        String(port),
        '--bind',
        ...bind,
        '--protected-mode',
        'no',
        '--dir',
        tmpdir(),
        ...overrides,
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      try {
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'ignore' });
        return;
      } catch {
        if (Date.now() > deadline) throw new Error('redis-server did not answer within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop: () => stopChild(child) };
}
