import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { seedDemoStory } from '../seed/seed-story.ts';
import { demoTokens, nextIp } from '../test/accounts.ts';
import { sample } from '../test/metrics-text.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createIncidents } from '../shared/incidents.ts';
import { createReadiness } from '../shared/readiness.ts';
import { registerMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('GET /api/metrics', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { METRICS_TOKEN: TOKEN } });
    expect(await seedDemoStory(t.ctx, t.app.log)).toBe(true);
    Object.assign(tokens, await demoTokens(t, ['admin', 'operations']));
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const get = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: nextIp(),
    });

  it('refuses a missing or wrong token with 401 and the Spanish envelope', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/sesión/) });
    for (const wrong of [`${TOKEN}x`, TOKEN.slice(1), 'Basic abc']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: wrong.startsWith('Basic') ? wrong : `Bearer ${wrong}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('invierte_');
    }
  });

  it('answers the Prometheus text format with the process defaults and the work pool', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE invierte_nodejs_eventloop_lag_p99_seconds gauge');
    expect(res.body).toContain('# TYPE invierte_process_resident_memory_bytes gauge');
    expect(sample(res.body, 'invierte_work_pool_threads')).toBe(t.config.workPool.threads);
    expect(sample(res.body, 'invierte_work_pool_queue_capacity')).toBe(t.config.workPool.queue);
    expect(sample(res.body, 'invierte_work_pool_queue_length')).toBe(0);
    expect(sample(res.body, 'invierte_business_gauges_up')).toBe(1);
    expect(sample(res.body, 'invierte_ready')).toBe(1);
    expect(sample(res.body, 'invierte_dependency_up', { dependency: 'database' })).toBe(1);
    // Every incident's series is there from the start at 0, so the first one is an increase.
    for (const event of ['storage.full', 'file.tampered', 'audit.chain.broken', 'audit.anchor.failed'])
      expect(sample(res.body, 'invierte_incidents_total', { event }), event).toBe(0);
    // The pool of connections exists on PostgreSQL only.
    if (t.ctx.databaseKind === 'postgres')
      expect(sample(res.body, 'invierte_db_pool_connections', { state: 'max' })).toBe(10);
  });

  it('counts requests by route pattern and status class, never by raw URL', async () => {
    const route = '/api/parameters/group/:name';
    const before = await scrape();
    const counted = (text: string, status: string) =>
      sample(text, 'invierte_http_requests_total', {
        method: 'GET',
        route,
        status_class: status,
        kind: 'call',
      }) ?? 0;
    for (let i = 0; i < 3; i++)
      expect((await get('/api/parameters/group/feedback-type')).statusCode).toBe(200);
    const id = randomUUID();
    expect((await get(`/api/admin/onboarding/deposit/${id}`)).statusCode).toBe(401);
    expect((await get(`/api/no-such-thing/${id}`)).statusCode).toBe(404);

    const after = await scrape();
    expect(counted(after, '2xx') - counted(before, '2xx')).toBe(3);
    expect(
      sample(after, 'invierte_http_requests_total', {
        method: 'GET',
        route: '/api/admin/onboarding/deposit/:id',
        status_class: '4xx',
        kind: 'call',
      }),
    ).toBe(1);
    expect(
      sample(after, 'invierte_http_request_duration_seconds_count', {
        method: 'GET',
        route,
        status_class: '2xx',
        kind: 'call',
      }),
    ).toBe(counted(after, '2xx'));
    expect(after).not.toContain(id);
    expect(after).not.toContain('feedback-type');
    expect(
      sample(after, 'invierte_http_requests_total', {
        method: 'GET',
        route: 'unmatched',
        status_class: '4xx',
        kind: 'other',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('names the kind of each endpoint for the service level objectives: call, file, upload, probe or other', async () => {
    const count = (text: string, method: string, route: string, status: string, kind: string) =>
      sample(text, 'invierte_http_requests_total', { method, route, status_class: status, kind }) ?? 0;
    const statement = '/api/portfolio/investments/user/DownloadDocumentAccountState';
    const before = await scrape();
    // Refused before any work, each is still counted as what its route is.
    expect((await get(statement)).statusCode).toBe(401);
    const avatar = await t.app.inject({ method: 'PUT', url: '/api/profile/avatar', remoteAddress: nextIp() });
    expect(avatar.statusCode).toBe(401);
    expect((await get('/api/ready')).statusCode).toBe(200);

    const after = await scrape();
    const grew = (method: string, route: string, status: string, kind: string) =>
      count(after, method, route, status, kind) - count(before, method, route, status, kind);
    expect(grew('GET', statement, '4xx', 'file')).toBe(1);
    expect(grew('PUT', '/api/profile/avatar', '4xx', 'upload')).toBe(1);
    expect(grew('GET', '/api/ready', '2xx', 'probe')).toBe(1);
    // The scrape before this one, no declared endpoint.
    expect(grew('GET', '/api/metrics', '2xx', 'other')).toBe(1);
    // No route is counted under two kinds (one path may take an upload and answer a list).
    const kinds = new Map<string, Set<string>>();
    for (const [, labels] of after.matchAll(/^invierte_http_requests_total\{(.*)\} /gm)) {
      const route = `${/method="([^"]*)"/.exec(labels!)![1]} ${/route="([^"]*)"/.exec(labels!)![1]}`;
      const kind = /kind="([^"]*)"/.exec(labels!)![1]!;
      kinds.set(route, (kinds.get(route) ?? new Set()).add(kind));
    }
    expect([...kinds].filter(([, set]) => set.size > 1)).toEqual([]);
  });

  it('has each endpoint people call at 0 failures before its first one, probes and the rest not', async () => {
    const text = await scrape();
    const failures = [...text.matchAll(/^invierte_http_requests_total\{(.*status_class="5xx".*)\} (\S+)$/gm)];
    const kinds = new Set(failures.map(([, labels]) => /kind="([^"]*)"/.exec(labels!)![1]));
    expect([...kinds].sort()).toEqual(['call', 'file', 'upload']);
    // Well over a hundred endpoints; a route answered with a 5xx in this file's requests has none.
    expect(failures.length).toBeGreaterThan(100);
    expect(failures.filter(([, , value]) => value !== '0')).toEqual([]);
    const failed = (method: string, route: string, kind: string) =>
      sample(text, 'invierte_http_requests_total', { method, route, status_class: '5xx', kind });
    expect(failed('POST', '/api/rescues', 'call')).toBe(0);
    expect(failed('GET', '/api/portfolio/investments/user/DownloadDocumentAccountState', 'file')).toBe(0);
    expect(failed('PUT', '/api/profile/avatar', 'upload')).toBe(0);
    expect(failed('GET', '/api/ready', 'probe')).toBeUndefined();
    expect(failed('HEAD', '/api/rescues', 'call')).toBeUndefined();
    // Each call also has its fast and slow series for the latency objective, files and uploads none.
    const callRoutes = failures.filter(([, labels]) => labels!.includes('kind="call"')).length;
    expect([...text.matchAll(/^invierte_http_calls_total\{.*speed="slow".*\} /gm)]).toHaveLength(callRoutes);
    expect(
      sample(text, 'invierte_http_calls_total', { method: 'POST', route: '/api/rescues', speed: 'slow' }),
    ).toBe(0);
    expect(
      sample(text, 'invierte_http_calls_total', {
        method: 'PUT',
        route: '/api/profile/avatar',
        speed: 'slow',
      }),
    ).toBeUndefined();
  });

  it('reads the business gauges from the database at each scrape', async () => {
    const quantities = (await get('/api/admin/onboarding/listQuantities', tokens.admin)).json().data;
    const pendingRescues = (await get('/api/admin/rescues?status=PENDING', tokens.operations)).json().data;
    const text = await scrape();
    for (const state of ['WAITING_FOR_APPROVAL', 'IN_VERIFICATION', 'ON_HOLD', 'WAITING_FOR_CANCEL'])
      expect(sample(text, 'invierte_onboardings_awaiting_review', { state }), state).toBe(
        quantities.byState[state],
      );
    // The demo story leaves a deposit to verify and a rescue to pay.
    expect(
      sample(text, 'invierte_onboardings_awaiting_review', { state: 'IN_VERIFICATION' }),
    ).toBeGreaterThan(0);
    expect(pendingRescues.length).toBeGreaterThan(0);
    expect(sample(text, 'invierte_rescues_awaiting_payment')).toBe(pendingRescues.length);
    // That rescue counts against its fund's cap for this quarter.
    const capLine = text.split('\n').find((l) => l.startsWith('invierte_rescue_quarter_cap_used_ratio{'));
    expect(capLine).toMatch(/fund="[a-z0-9-]+"/);
    const ratio = Number(capLine!.split(' ').at(-1));
    expect(ratio).toBeGreaterThan(0);
    expect(ratio).toBeLessThanOrEqual(1);
  });

  it('shows the mail outbox depth and the age of its oldest queued message', async () => {
    const before = await scrape();
    const pending = sample(before, 'invierte_mail_outbox_pending')!;
    await t.ctx.mail.settled();
    const queuedAt = new Date(t.clock.now.getTime() - 90_000);
    await t.db.insert(mailOutbox).values({
      toAddress: 'cola@invierte.pe',
      subject: 'En cola',
      textBody: 'x',
      htmlBody: '<p>x</p>',
      provider: 'outbox',
      status: 'QUEUED',
      createdAt: queuedAt,
      // Due far ahead, so the sender leaves it queued while the test scrapes.
      nextAttemptAt: new Date(t.clock.now.getTime() + 3_600_000),
    });
    const after = await scrape();
    expect(sample(after, 'invierte_mail_outbox_pending')).toBe(pending + 1);
    expect(sample(after, 'invierte_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(90);
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('does not exist, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('invierte_');
    }
  });
});

describe('GET /api/metrics while the database is away', () => {
  it('still answers the process metrics, with the business gauges marked down', async () => {
    const unreachable = {
      select: () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
    } as unknown as Db;
    const app = Fastify({ logger: false });
    registerMetrics(app, {
      token: TOKEN,
      db: unreachable,
      now: () => new Date(),
      workPool: { threads: 2, queue: 40, liveThreads: 2, inFlight: 5 },
      incidents: createIncidents(),
      readiness: createReadiness({ db: unreachable, redis: null }),
      loadShedding: { inFlight: 0, shed: 0 },
    });
    app.get('/api/fails', { config: { endpointKind: 'call' } }, () => {
      throw new Error('the database is away');
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(sample(res.body, 'invierte_business_gauges_up')).toBe(0);
      // The process says it is not ready, and why: the database (no Redis is configured here).
      expect(sample(res.body, 'invierte_ready')).toBe(0);
      expect(sample(res.body, 'invierte_dependency_up', { dependency: 'database' })).toBe(0);
      expect(res.body).not.toContain('dependency="redis"');
      expect(sample(res.body, 'invierte_work_pool_tasks_in_flight')).toBe(5);
      expect(sample(res.body, 'invierte_work_pool_queue_length')).toBe(3);
      expect(res.body).toContain('invierte_process_resident_memory_bytes');

      // A route failing for the first time rises from the 0 it had since the start.
      const labels = { method: 'GET', route: '/api/fails', status_class: '5xx', kind: 'call' };
      expect(sample(res.body, 'invierte_http_requests_total', labels)).toBe(0);
      expect((await app.inject({ method: 'GET', url: '/api/fails' })).statusCode).toBe(500);
      const after = await app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(sample(after.body, 'invierte_http_requests_total', labels)).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe('the latency objective’s calls', () => {
  it('counts each call fast or slow from a 0 there since the start, and no file, upload or 5xx', async () => {
    const app = Fastify({ logger: false });
    registerMetrics(
      app,
      {
        token: TOKEN,
        db: {} as Db,
        now: () => new Date(),
        workPool: { threads: 1, queue: 1, liveThreads: 1, inFlight: 0 },
        incidents: createIncidents(),
        readiness: {
          check: async () => ({ ready: true, database: 'ok', redis: 'not-configured', draining: false }),
        },
        loadShedding: { inFlight: 0, shed: 0 },
      },
      // A threshold of 50 ms, so that a slow call takes a moment here.
      0.05,
    );
    const pause = () => new Promise((resolve) => setTimeout(resolve, 80));
    app.get('/api/quick', { config: { endpointKind: 'call' } }, async () => ({ ok: true }));
    app.get('/api/slow', { config: { endpointKind: 'call' } }, async () => {
      await pause();
      return { ok: true };
    });
    app.get('/api/slow-file', { config: { endpointKind: 'file' } }, async () => {
      await pause();
      return 'bytes';
    });
    app.get('/api/slow-failure', { config: { endpointKind: 'call' } }, async () => {
      await pause();
      throw new Error('down');
    });
    const scrape = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
    const calls = (text: string, route: string, speed: string) =>
      sample(text, 'invierte_http_calls_total', { method: 'GET', route, speed });
    try {
      const before = await scrape();
      for (const route of ['/api/quick', '/api/slow', '/api/slow-failure'])
        for (const speed of ['fast', 'slow'])
          expect(calls(before, route, speed), `${route} ${speed}`).toBe(0);
      expect(calls(before, '/api/slow-file', 'slow')).toBeUndefined();

      for (const url of ['/api/quick', '/api/slow', '/api/slow-file', '/api/slow-failure'])
        await app.inject({ method: 'GET', url });
      const after = await scrape();
      expect(calls(after, '/api/quick', 'fast')).toBe(1);
      expect(calls(after, '/api/quick', 'slow')).toBe(0);
      expect(calls(after, '/api/slow', 'fast')).toBe(0);
      expect(calls(after, '/api/slow', 'slow')).toBe(1);
      // A failure is availability's; a file takes as long as its size.
      expect(calls(after, '/api/slow-failure', 'slow')).toBe(0);
      expect(calls(after, '/api/slow-file', 'slow')).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
