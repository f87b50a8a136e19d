import { createHash, timingSafeEqual } from 'node:crypto';
import { DomainError, limaQuarter } from '@invierte/domain';
import { count, eq, inArray, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.ts';
import { INCIDENT_EVENTS, type Incidents } from '../shared/incidents.ts';
import type { Readiness } from '../shared/readiness.ts';
import type { LoadShedding } from './handlers-in-flight.ts';
import { mailOutbox, onboardings, products, repurchaseQuarters, rescues } from '../db/schema.ts';

/**
 * Prometheus metrics at GET /api/metrics (docs/deploy.md, "Metrics"), for a scraper holding
 * METRICS_TOKEN: without the setting the route is not registered at all (404), so it is never open
 * by accident. One registry per app, so the apps a test run builds never share series.
 */

/** The states in which an onboarding waits for the back office (signing, deposit, compliance, support). */
const AWAITING_REVIEW = ['WAITING_FOR_APPROVAL', 'IN_VERIFICATION', 'ON_HOLD', 'WAITING_FOR_CANCEL'] as const;

export interface MetricsSources {
  token: string;
  db: Db;
  now: () => Date;
  /** PostgreSQL's pool (absent on PGlite). */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  workPool: {
    readonly threads: number;
    readonly queue: number;
    readonly liveThreads: number;
    readonly inFlight: number;
  };
  incidents: Incidents;
  /** What `GET /api/ready` would answer now: read at each scrape. */
  readiness: Pick<Readiness, 'check'>;
  /** The requests this process answers now, and those it refused for being too many. */
  loadShedding: LoadShedding;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares the presented bearer token with the setting in constant time (hashes of equal length). */
function tokenMatches(header: string | undefined, expected: Buffer): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), expected);
}

/** `2xx`, `4xx`, `5xx`: the status as a class, so the series stay few. */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The latency objective's threshold (deploy/prometheus/slo.yml): a call answered later is slow. */
export const SLOW_CALL_SECONDS = 0.5;

export function registerMetrics(
  app: FastifyInstance,
  sources: MetricsSources,
  slowCallSeconds = SLOW_CALL_SECONDS,
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'invierte_' });

  // Labelled by the route's pattern (`/api/rescues/:id`), never the raw URL: ids would explode the
  // series. `kind` is what the route is for the service level objectives: a declared endpoint's
  // `call`, `file`, `upload` or `probe`, or `other` (this endpoint, the live socket, the web's files,
  // unmatched URLs); it follows from the route, so it adds no series.
  const labelNames = ['method', 'route', 'status_class', 'kind'] as const;
  const requests = new Counter({
    name: 'invierte_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern, status class and kind of endpoint.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'invierte_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern, status class and kind of endpoint.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The latency objective's indicator: calls that did not fail, fast or slow against its threshold.
  // Counted apart from the histogram so that each route's two series can be there from the start
  // (the histogram's would be 14 a route): a route's first call, often its slowest, is then a rise.
  const calls = new Counter({
    name: 'invierte_http_calls_total',
    help: `Calls (JSON endpoints) answered without a 5xx, by method, route pattern and speed: slow past ${slowCallSeconds} s.`,
    labelNames: ['method', 'route', 'speed'] as const,
    registers: [registry],
  });
  // A series that appears with its first 5xx starts at 1, and Prometheus's rate() sees no rise in it:
  // a process's first failure of a route, the only one on a quiet night, would never reach the
  // availability objective. So each endpoint people call has its 5xx series from the start, at 0,
  // and each call its fast and slow series.
  app.addHook('onRoute', (route) => {
    const kind = route.config?.endpointKind;
    if (kind === undefined || kind === 'probe') return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      requests.inc({ method, route: route.url, status_class: '5xx', kind }, 0);
      if (kind === 'call')
        for (const speed of ['fast', 'slow']) calls.inc({ method, route: route.url, speed }, 0);
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    // A URL no route matched has no pattern: counted under one label, whatever was asked.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_class: statusClass(reply.statusCode),
      kind: request.routeOptions.config.endpointKind ?? 'other',
    };
    requests.inc(labels);
    const seconds = reply.elapsedTime / 1000;
    duration.observe(labels, seconds);
    if (labels.kind === 'call' && labels.status_class !== '5xx')
      calls.inc({
        method: labels.method,
        route: labels.route,
        speed: seconds > slowCallSeconds ? 'slow' : 'fast',
      });
  });

  const gauge = (name: string, help: string, labelNames: readonly string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const poolConnections = gauge(
    'invierte_db_pool_connections',
    'PostgreSQL pool connections by state (total, idle, max); absent on PGlite.',
    ['state'],
  );
  const poolWaiting = gauge('invierte_db_pool_waiting', 'Queries waiting for a PostgreSQL pool connection.');
  const workThreads = gauge('invierte_work_pool_threads', 'Threads of the work pool alive.');
  const workInFlight = gauge(
    'invierte_work_pool_tasks_in_flight',
    'Work-pool tasks accepted and not finished (running or waiting).',
  );
  const workWaiting = gauge('invierte_work_pool_queue_length', 'Work-pool tasks waiting for a thread.');
  const workCapacity = gauge(
    'invierte_work_pool_queue_capacity',
    'Tasks that may wait for a thread before the pool answers 503.',
  );
  const outboxPending = gauge('invierte_mail_outbox_pending', 'E-mails queued and not yet sent.');
  const outboxAge = gauge(
    'invierte_mail_outbox_oldest_age_seconds',
    'Age of the oldest queued e-mail (0 when none is queued).',
  );
  const awaitingReview = gauge(
    'invierte_onboardings_awaiting_review',
    'Onboardings waiting for the back office, by state.',
    ['state'],
  );
  const rescuesAwaiting = gauge(
    'invierte_rescues_awaiting_payment',
    'Rescue requests accepted and not yet paid (PENDING).',
  );
  const capUsed = gauge(
    'invierte_rescue_quarter_cap_used_ratio',
    "Share of the current quarter's repurchase cap requested so far, by fund (slug).",
    ['fund'],
  );
  // Every event's series exists from the first scrape at 0: Prometheus's increase() cannot see the
  // first incident of a series that only appears with it.
  new Counter({
    name: 'invierte_incidents_total',
    help: 'Incidents reported by this process (storage full, tampered file, broken audit chain, failed anchor), by event.',
    labelNames: ['event'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const event of INCIDENT_EVENTS) this.inc({ event }, sources.incidents.count(event));
    },
  });
  // Read at each scrape, from 0: the first refusal is a rise Prometheus sees.
  new Counter({
    name: 'invierte_http_requests_shed_total',
    help: 'Requests refused with 503 before any work because this process was answering too many at once.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.loadShedding.shed);
    },
  });
  new Gauge({
    name: 'invierte_http_requests_in_flight',
    help: 'Requests people make (calls, files, uploads) this process is answering now.',
    registers: [registry],
    collect() {
      this.set(sources.loadShedding.inFlight);
    },
  });
  const ready = gauge('invierte_ready', "1 when this process's GET /api/ready would answer 200, else 0.");
  const dependencyUp = gauge(
    'invierte_dependency_up',
    'Whether this process reaches each dependency (database; redis when configured): 1 or 0.',
    ['dependency'],
  );
  const businessUp = gauge(
    'invierte_business_gauges_up',
    '1 when the business gauges were read from the database at this scrape, 0 when that failed.',
  );

  /** Read at scrape time: four small COUNT-style queries. */
  async function readBusiness(): Promise<void> {
    const now = sources.now();
    const [outbox, byState, pending, caps] = await Promise.all([
      sources.db
        .select({ n: count(), oldest: min(mailOutbox.createdAt) })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'QUEUED')),
      sources.db
        .select({ state: onboardings.state, n: count() })
        .from(onboardings)
        .where(inArray(onboardings.state, [...AWAITING_REVIEW]))
        .groupBy(onboardings.state),
      sources.db.select({ n: count() }).from(rescues).where(eq(rescues.status, 'PENDING')),
      sources.db
        .select({
          fund: products.slug,
          ratio: sql<string>`case when ${repurchaseQuarters.capUnits} > 0
            then ${repurchaseQuarters.requestedUnits} / ${repurchaseQuarters.capUnits} else 0 end`,
        })
        .from(repurchaseQuarters)
        .innerJoin(products, eq(products.id, repurchaseQuarters.productId))
        .where(eq(repurchaseQuarters.quarter, limaQuarter(now).key)),
    ]);
    const oldest = outbox[0]?.oldest;
    outboxPending.set(outbox[0]?.n ?? 0);
    outboxAge.set(oldest ? Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000) : 0);
    for (const state of AWAITING_REVIEW)
      awaitingReview.set({ state }, byState.find((r) => r.state === state)?.n ?? 0);
    rescuesAwaiting.set(pending[0]?.n ?? 0);
    capUsed.reset();
    // A ratio for a dashboard, not an amount: Prometheus holds every sample as a float.
    for (const row of caps) capUsed.set({ fund: row.fund }, Number(row.ratio));
  }

  const expected = digest(sources.token);
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, expected)) {
      void reply.header('www-authenticate', 'Bearer');
      throw new DomainError('UNAUTHORIZED');
    }
    const pool = sources.poolStats?.();
    if (pool) {
      poolConnections.set({ state: 'total' }, pool.total);
      poolConnections.set({ state: 'idle' }, pool.idle);
      poolConnections.set({ state: 'max' }, pool.max);
      poolWaiting.set(pool.waiting);
    }
    const work = sources.workPool;
    workThreads.set(work.liveThreads);
    workInFlight.set(work.inFlight);
    workWaiting.set(Math.max(0, work.inFlight - work.threads));
    workCapacity.set(work.queue);
    const report = await sources.readiness.check();
    ready.set(report.ready ? 1 : 0);
    dependencyUp.set({ dependency: 'database' }, report.database === 'ok' ? 1 : 0);
    if (report.redis !== 'not-configured')
      dependencyUp.set({ dependency: 'redis' }, report.redis === 'ok' ? 1 : 0);
    try {
      await readBusiness();
      businessUp.set(1);
    } catch (err) {
      // The process's own metrics still answer while the database is away.
      request.log.warn({ err }, 'business gauges not read');
      businessUp.set(0);
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
