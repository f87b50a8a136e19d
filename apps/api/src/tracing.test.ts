import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { builtServer, freePort, startServer, waitForExit } from './test/server-process.ts';
import { validRegistration } from './test/test-app.ts';

/**
 * The real server with OTEL_EXPORTER_OTLP_ENDPOINT set, on PostgreSQL and Redis (the machine's), sends
 * its spans over OTLP/HTTP to a collector this test plays: a request's trace holds its HTTP span, its
 * PostgreSQL queries and Redis commands, and the work pool and the mail queue add spans of their own.
 * It runs the API's bundle, built by the run's global setup as production builds it (docs/decisions/
 * 0045): there an import hoisted to the top of a file would load pg before tracing hooks it, which the
 * source never shows.
 */
interface Span {
  name: string;
  traceId: string;
  attributes?: Array<{ key: string; value: Record<string, unknown> }>;
}

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `trace_${randomBytes(6).toString('hex')}`;
const spans: Span[] = [];
let collector: Server;
let server: ChildProcess;
let base = '';
let dataDir = '';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: Array<{ scopeSpans: Array<{ spans: Span[] }> }>;
        };
        for (const r of body.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const collectorPort = await freePort();
  await new Promise<void>((resolve) => collector.listen(collectorPort, '127.0.0.1', resolve));
  await admin(`create database ${database}`);
  dataDir = await mkdtemp(path.join(tmpdir(), 'invierte-trace-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  server = await startServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      SEED: 'false',
      REDIS_URL: process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `${database}:`,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
      OTEL_SERVICE_NAME: 'invierte-api-test',
      // The SDK's batch waits 5 s by default.
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
    port,
    builtServer,
  );
}, 180_000);

afterAll(async () => {
  if (server) {
    const exited = waitForExit(server);
    server.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => collector?.close(resolve));
  await admin(`drop database if exists ${database} with (force)`);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const traceOf = (traceId: string) => spans.filter((s) => s.traceId === traceId);
const attribute = (span: Span, key: string) => span.attributes?.find((a) => a.key === key)?.value;

it("joins the caller's trace with the request's HTTP span, its queries and its Redis commands", async () => {
  // The W3C header a load balancer or a calling service sends.
  const traceId = randomBytes(16).toString('hex');
  const res = await fetch(`${base}/api/products/free`, {
    headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
  });
  expect(res.status).toBe(200);
  // Hexadecimal in OTLP/JSON; the route's pattern names the server span.
  await expect
    .poll(() => traceOf(traceId).map((s) => s.name), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['GET /api/products/free']));
  await expect
    .poll(
      () =>
        traceOf(traceId).filter((s) => attribute(s, 'db.system') ?? attribute(s, 'db.system.name')).length,
      {
        timeout: 10_000,
      },
    )
    .toBeGreaterThan(0);
  const names = traceOf(traceId).map((s) => s.name);
  // The rate limiter counts the request in Redis.
  expect(names.some((n) => /^(evalsha|eval|incr|multi|exec)/i.test(n))).toBe(true);
}, 30_000);

it("puts the work pool's task and the e-mail it sends in the request's trace", async () => {
  const traceId = randomBytes(16).toString('hex');
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
    },
    body: JSON.stringify(validRegistration({ email: `${database}@example.pe`, documentNumber: '72345678' })),
  });
  expect(res.status).toBe(201);
  // The password is hashed on the pool; the verification e-mail leaves through the mail provider.
  await expect
    .poll(() => traceOf(traceId).map((s) => s.name), { timeout: 10_000 })
    .toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        expect.stringMatching(/^work-pool hashPassword$/),
        expect.stringMatching(/^mail(-queue)? send$/),
      ]),
    );
}, 30_000);

it('records nothing for the probes the balancer polls', async () => {
  const traceId = randomBytes(16).toString('hex');
  await fetch(`${base}/api/ready`, {
    headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
  });
  // Another traced request after it: once its span has arrived, the probe's would have too.
  const after = randomBytes(16).toString('hex');
  await fetch(`${base}/api/products/free`, {
    headers: { traceparent: `00-${after}-${randomBytes(8).toString('hex')}-01` },
  });
  await expect.poll(() => traceOf(after).length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(traceOf(traceId)).toEqual([]);
}, 30_000);
