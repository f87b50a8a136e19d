/**
 * One scenario under load with autocannon: a discarded warm-up run, then the measured run; a
 * scenario with a background load runs both while that load is kept on the server.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { Background, Scenario } from './scenarios.ts';
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
  'method' | 'path' | 'headers' | 'body' | 'connections' | 'background' | 'settleSeconds'
>;

function requestOptions(
  request: Request | Background,
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

async function fire(url: string, request: Request, connections: number, durationSeconds: number) {
  return autocannon({
    url,
    connections,
    duration: durationSeconds,
    pipelining: 1,
    timeout: 10,
    ...requestOptions(request),
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
