#!/usr/bin/env node
// `npm run dev`: the API with tsx watch on :3001 and the Vite dev server (hot reload) on :3000, which
// proxies /api to it. One Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  [
    'api',
    'npm',
    ['run', 'dev', '-w', 'apps/api'],
    { PORT: apiPort, NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' },
  ],
  ['web', 'npm', ['run', 'dev', '-w', 'apps/web'], { API_PORT: apiPort }],
].map(([name, cmd, args, env]) => {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line) process.stdout.write(`[${name}] ${line}\n`);
    });
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
