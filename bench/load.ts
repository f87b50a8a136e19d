/** One scenario under load with autocannon: a discarded warm-up run, then the measured run. */
import autocannon from 'autocannon';
import type { Scenario } from './scenarios.ts';
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

type Request = Pick<Scenario, 'method' | 'path' | 'headers' | 'body' | 'connections'>;

function requestOptions(request: Request): Pick<autocannon.Options, 'method' | 'headers' | 'body'> {
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

export async function measure(
  baseUrl: string,
  request: Request,
  settings: BenchSettings,
): Promise<Measurement> {
  const url = new URL(request.path, baseUrl).toString();
  const connections = request.connections ?? settings.connections;
  if (settings.warmupSeconds > 0) await fire(url, request, connections, settings.warmupSeconds);
  const result = await fire(url, request, connections, settings.durationSeconds);
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
