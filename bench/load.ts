/**
 * One scenario under load with autocannon: a discarded warm-up run, then the measured run; a
 * scenario with a background load runs both while that load is kept on the server.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { Background, RequestVariant, Scenario } from './scenarios.ts';
import type { BenchSettings } from './settings.ts';

export interface Measurement {
  /** Mean requests per second over the measured run. */
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  totalRequests: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Responses per status code, e.g. { "200": 1234 }. */
  statusCodes: Record<string, number>;
}

type Request = Pick<
  Scenario,
  'method' | 'path' | 'headers' | 'body' | 'connections' | 'background' | 'settleSeconds' | 'variants'
>;

function requestOptions(
  request: Pick<Scenario, 'method' | 'headers' | 'body'>,
): Pick<autocannon.Options, 'method' | 'headers' | 'body'> {
  const headers: Record<string, string> = { ...request.headers };
  let body: string | undefined;
  if (typeof request.body === 'string') body = request.body;
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
  }
  return { method: request.method, headers, ...(body === undefined ? {} : { body }) };
}

let runs = 0;

/**
 * With `variants`, every request in flight is a different one: a connection takes a free variant
 * before each request and gives it back with the answer (autocannon answers, then builds the next),
 * so 50 connections over 50 investors never send two requests of one investor at once. A variant's
 * `uniqueHeader` gets a value no other request of the run has (an Idempotency-Key per request).
 */
function variantRequests(request: Request | Background): Pick<autocannon.Options, 'requests'> {
  const variants = request.variants;
  if (!variants || variants.length === 0) return {};
  const free = [...variants];
  let next = 0;
  let sent = 0;
  const run = `bench-${Date.now().toString(36)}-${(runs++).toString(36)}`;
  return {
    requests: [
      {
        setupRequest: (req, ctx: object) => {
          const context = ctx as Record<string, unknown>;
          // Oldest first: with more variants than connections every one of them takes its turn.
          const variant = free.shift() ?? variants[next++ % variants.length]!;
          context.variant = variant;
          const options = requestOptions({ ...request, ...variant });
          const unique = variant.uniqueHeader ? { [variant.uniqueHeader]: `${run}-${++sent}` } : {};
          return {
            ...req,
            method: options.method,
            path: variant.path ?? request.path,
            headers: { ...req.headers, ...options.headers, ...unique },
            ...(options.body === undefined ? {} : { body: options.body }),
          };
        },
        onResponse: (_status, _body, ctx: object) => {
          const context = ctx as Record<string, unknown>;
          const variant = context.variant as RequestVariant | undefined;
          if (variant) free.push(variant);
          context.variant = undefined;
        },
      },
    ],
  };
}

async function fire(url: string, request: Request, connections: number, durationSeconds: number) {
  return autocannon({
    url,
    connections,
    duration: durationSeconds,
    pipelining: 1,
    timeout: 10,
    ...requestOptions(request),
    ...variantRequests(request),
  });
}

/** Keeps `request` under load until the returned function is called; that resolves to its result. */
function startBackground(url: string, request: Background): () => Promise<autocannon.Result> {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections: request.connections,
        duration: 24 * 3600, // until stopped
        pipelining: 1,
        timeout: 10,
        ...requestOptions(request),
        ...variantRequests(request),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
  let stopped: Promise<autocannon.Result> | undefined;
  return () => {
    if (!stopped) {
      instance?.stop();
      stopped = done;
    }
    return stopped;
  };
}

export async function measure(
  baseUrl: string,
  request: Request,
  settings: BenchSettings,
  /** Called after the warm-up, just before the measured run starts (e.g. to read CPU counters). */
  beforeMeasured?: () => Promise<void>,
): Promise<Measurement & { background?: Measurement }> {
  const url = new URL(request.path, baseUrl).toString();
  const connections = request.connections ?? settings.connections;
  const stopBackground =
    request.background &&
    startBackground(new URL(request.background.path, baseUrl).toString(), request.background);
  try {
    if (settings.warmupSeconds > 0) {
      await fire(url, request, connections, settings.warmupSeconds);
      // The warm-up's clients leave with requests still queued on the server; let those finish first.
      await sleep((request.settleSeconds ?? 0) * 1000);
    }
    await beforeMeasured?.();
    const measured = toMeasurement(await fire(url, request, connections, settings.durationSeconds));
    return stopBackground ? { ...measured, background: toMeasurement(await stopBackground()) } : measured;
  } finally {
    // Also ends the background load when the measured run failed.
    void stopBackground?.().catch(() => undefined);
  }
}

function toMeasurement(result: autocannon.Result): Measurement {
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = stats.count ?? 0;
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

/**
 * Sends each variant once, `connections` at a time, and times each answer: for work that cannot be
 * repeated on the same data (a contract is generated once per onboarding). With `probe`, one client
 * keeps calling it for as long as the burst lasts; the probe is then the measured figure and the
 * burst the background.
 */
export async function measureBurst(
  baseUrl: string,
  burst: {
    method: Scenario['method'];
    path: string;
    variants: readonly RequestVariant[];
    connections: number;
  },
  probe?: Pick<Scenario, 'method' | 'path'>,
): Promise<Measurement & { background?: Measurement }> {
  let stopProbe: (() => Promise<autocannon.Result>) | undefined;
  if (probe) {
    stopProbe = startBackground(new URL(probe.path, baseUrl).toString(), { ...probe, connections: 1 });
    await sleep(500);
  }
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  const queue = [...burst.variants];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(burst.connections, queue.length) }, async () => {
      for (let variant = queue.shift(); variant; variant = queue.shift()) {
        const options = requestOptions({ method: burst.method, ...variant });
        const start = performance.now();
        // A 503 (the work pool's queue is full) is counted, then retried after its Retry-After, as the
        // web app would: the time until the document exists is the latency.
        for (let attempt = 1; attempt <= 30; attempt++) {
          try {
            const res = await fetch(new URL(variant.path ?? burst.path, baseUrl), {
              method: options.method,
              headers: options.headers as Record<string, string>,
              body: options.body as string | undefined,
              signal: AbortSignal.timeout(60_000),
            });
            await res.arrayBuffer();
            statusCodes[res.status] = (statusCodes[res.status] ?? 0) + 1;
            if (res.status !== 503) break;
            await sleep(Number(res.headers.get('retry-after') ?? '1') * 1000);
          } catch {
            errors++;
            break;
          }
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0);
  const total = latencies.length;
  const answers = Object.values(statusCodes).reduce((sum, n) => sum + n, 0);
  const ok = Object.entries(statusCodes)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  const measured: Measurement = {
    requestsPerSecond: seconds > 0 ? total / seconds : 0,
    latencyP50Ms: at(0.5),
    latencyP99Ms: at(0.99),
    totalRequests: total,
    non2xx: answers - ok,
    errors,
    timeouts: 0,
    statusCodes,
  };
  if (!stopProbe) return measured;
  return { ...toMeasurement(await stopProbe()), background: measured };
}
