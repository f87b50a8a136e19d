import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { entryArgs } from './test/server-process.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs an entry of the bundle (built by the run's global setup, as production runs it) with the given
 * environment until it exits; its exit code and what it wrote to stderr.
 */
function run(entry: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, entryArgs(entry), {
      cwd: apiRoot,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/** A deployment with a wrong setting stops at once and says which, in one line (docs/deploy.md). */
it.each([
  ['dist/server.js', { PORT: 'ochenta' }, /^invierte-api: Invalid environment: PORT: /],
  ['dist/server.js', { MAIL_PROVIDER: 'smtp', SMTP_URL: '' }, /^invierte-api: .*SMTP_URL is required$/],
  ['dist/db-prepare.js', { REDIS_URL: 'localhost:6379' }, /^invierte-api: Invalid environment: REDIS_URL: /],
])('%s with %o exits 1 with one line', async (entry, env, line) => {
  const { code, stderr } = await run(entry, env);
  expect(code).toBe(1);
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(line);
});
