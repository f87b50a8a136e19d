import { errorCatalogue } from '@invierte/domain';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort, waitForExit } from '../apps/api/src/test/server-process.ts';
import { ensureDebianBinary } from '../tools/debian-package.ts';
import { ensureNginx } from '../tools/topology.ts';
import { deployDir } from './support/monitoring-stack.ts';
import { startProduct, type RunningProduct } from './support/server.ts';
import { selfSignedCertificate } from './support/tls-front.ts';

/**
 * The deployment's own deploy/nginx.conf, run by Debian's nginx (the image's 1.22) in front of a
 * real product, with only what belongs to this machine changed: its ports, the upstream's address,
 * file paths, and a certificate of its own made with openssl. TLS ends there: the app, the API and
 * the live socket answer over it; plain HTTP answers the authority's challenges and redirects the
 * rest; a flood from one address is refused there.
 */
const nginx = ensureNginx();
const openssl = ensureDebianBinary('/usr/bin/openssl', 'openssl', 'OPENSSL_PATH');
let product: RunningProduct;
let folder: string;
let nginxProcess: ChildProcess;
let ports: { http: number; https: number };
let ca: Buffer;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'invierte-edge-'));
  // nginx's workers (another user when nginx starts as root) read the challenges in here.
  await chmod(folder, 0o755);
  ports = { http: await freePort(), https: await freePort() };
  product = await startProduct({ PUBLIC_URL: `https://127.0.0.1:${ports.https}` });

  const { key, certificate: chain } = selfSignedCertificate(openssl, folder, 'edge', 2);
  ca = await readFile(chain);
  const challenges = path.join(folder, 'acme', '.well-known', 'acme-challenge');
  await mkdir(challenges, { recursive: true });
  for (const dir of ['acme', 'acme/.well-known', 'acme/.well-known/acme-challenge'])
    await chmod(path.join(folder, dir), 0o755);
  await writeFile(path.join(challenges, 'token-of-the-journey'), 'token-of-the-journey.thumbprint');
  await chmod(path.join(challenges, 'token-of-the-journey'), 0o644);

  const upstream = new URL(product.baseUrl).host;
  const deployed = await readFile(path.join(deployDir, 'nginx.conf'), 'utf8');
  const config = deployed
    .replace(/^pid .*$/m, `pid ${folder}/nginx.pid;`)
    .replace('listen 8080;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 8443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace(/server api-1:3000 (.*)\n/g, `server ${upstream} $1\n`)
    .replace(/\s*server api-2:3000 .*\n/g, '\n')
    .replace('/etc/nginx/tls/fullchain.pem', chain)
    .replace('/etc/nginx/tls/privkey.pem', key)
    .replace('root /var/www/acme;', `root ${folder}/acme;`)
    .replace(
      'http {',
      `http {\n${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((kind) => `  ${kind}_temp_path ${folder}/temp/${kind};`)
        .join('\n')}`,
    );
  const directives = config.split('\n').filter((line) => !line.trim().startsWith('#'));
  expect(directives.join('\n')).not.toMatch(/api-[12]:3000|\/etc\/nginx|\/var\/www|listen 80(80|443)/);
  await writeFile(path.join(folder, 'nginx.conf'), config);
  await mkdir(path.join(folder, 'temp'));
  await chmod(path.join(folder, 'temp'), 0o755);
  const log = await open(path.join(folder, 'nginx.log'), 'w');
  nginxProcess = spawn(
    nginx,
    [
      '-p',
      folder,
      '-c',
      path.join(folder, 'nginx.conf'),
      '-e',
      path.join(folder, 'error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', log.fd, log.fd] },
  );
  await log.close();
  const deadline = Date.now() + 20_000;
  while (!(await get(`http://127.0.0.1:${ports.http}/api`).catch(() => null))) {
    if (nginxProcess.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start: ${await readFile(path.join(folder, 'nginx.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  if (nginxProcess && nginxProcess.exitCode === null) {
    nginxProcess.kill('SIGTERM');
    await waitForExit(nginxProcess);
  }
  await product?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  protocol?: string | null;
}

/** One request, over TLS trusting the journey's certificate when the address is https. */
function get(url: string, tls: { maxVersion?: 'TLSv1.2' } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const secure = url.startsWith('https:');
    const send = secure ? httpsRequest : httpRequest;
    const req = send(url, secure ? { ca, ...tls } : {}, (res) => {
      // Read while the answer holds its socket: it is handed back to the agent at its end.
      const protocol = secure ? (res.socket as TLSSocket).getProtocol() : undefined;
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          protocol,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

it('serves the app, the API and the live socket over TLS, with one HSTS header from the API', async () => {
  const https = `https://127.0.0.1:${ports.https}`;
  const page = await get(`${https}/login`);
  expect(page.status).toBe(200);
  expect(page.body).toContain('<div id="root">');
  expect(page.protocol).toBe('TLSv1.3');
  expect(page.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');

  const ready = await get(`${https}/api/ready`, { maxVersion: 'TLSv1.2' });
  expect(ready.protocol).toBe('TLSv1.2');
  expect(JSON.parse(ready.body)).toMatchObject({ data: { status: 'ready', database: 'ok' } });

  const socket = new WebSocket(`wss://127.0.0.1:${ports.https}/api/live`, { ca });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
  } finally {
    socket.close();
  }
});

it('refuses a client that trusts no such certificate', async () => {
  await expect(
    new Promise((resolve, reject) =>
      httpsRequest(`https://127.0.0.1:${ports.https}/api`, resolve).on('error', reject).end(),
    ),
  ).rejects.toMatchObject({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
});

it('answers plain HTTP only with the authority’s challenge, and redirects the rest to HTTPS', async () => {
  const challenge = await get(
    `http://127.0.0.1:${ports.http}/.well-known/acme-challenge/token-of-the-journey`,
  );
  expect(challenge).toMatchObject({ status: 200, body: 'token-of-the-journey.thumbprint' });

  for (const pathAndQuery of ['/portafolio/movimientos?fondo=FSOL', '/api/ready', '/api/auth/login']) {
    const answer = await get(`http://127.0.0.1:${ports.http}${pathAndQuery}`);
    expect(answer.status, pathAndQuery).toBe(301);
    expect(answer.headers.location, pathAndQuery).toBe(`https://127.0.0.1${pathAndQuery}`);
  }
});

it('refuses a flood from one address at the edge with the API’s own 429, and serves that address again a moment later', async () => {
  // Last in the file: the flood spends this address's allowance. 600 requests over 50 kept-alive
  // connections; the edge lets 300 through at once and 30 a second after that.
  const agent = new HttpsAgent({ keepAlive: true, maxSockets: 50, ca });
  const flood = (url: string) =>
    new Promise<Answer>((resolve, reject) => {
      httpsRequest(url, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
        .on('error', reject)
        .end();
    });
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 600 }, () => flood(`https://127.0.0.1:${ports.https}/api`)),
  );
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();

  const passed = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 429);
  expect(passed.length + refused.length).toBe(600);
  expect(passed.length).toBeGreaterThanOrEqual(300);
  expect(passed.length).toBeLessThanOrEqual(301 + Math.ceil(30 * seconds));
  // Refused by nginx, not the API (liveness is never rate limited, and the API answers every
  // request with its id): the catalogue's envelope, and when to come back.
  for (const answer of refused) {
    expect(JSON.parse(answer.body)).toEqual({
      status: 'error',
      code: 'RATE_LIMITED',
      message: errorCatalogue.RATE_LIMITED.message,
      errors: [],
    });
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers['x-request-id']).toBeUndefined();
  }
  expect(passed[0]!.headers['x-request-id']).toBeDefined();

  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect((await get(`https://127.0.0.1:${ports.https}/api`)).status).toBe(200);
});
