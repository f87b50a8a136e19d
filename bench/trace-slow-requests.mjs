// A diagnostic for the API under a benchmark, loaded into its process with
//   API_NODE_ARGS="--import $PWD/bench/trace-slow-requests.mjs" BENCH_ONLY="…" npm run bench
// (an absolute path: the API starts in apps/api).
// For each request slower than TRACE_SLOW_MS (45 by default) whose URL contains TRACE_PATH (any when
// unset) it keeps when its pool connections were asked for and granted and when each query was sent
// and answered; when the server is stopped it prints the first slow requests of the measured seconds
// (after TRACE_SKIP requests, 8,000 by default: the preparation and the warm-up), the slow ones grouped
// into bursts (starts less than 100 ms apart), and V8's full collections of the main thread, so a
// burst can be laid beside the collection that caused it (docs/benchmarks.md, 2026-11-30, third session).
import { AsyncLocalStorage } from 'node:async_hooks';
import diagnostics from 'node:diagnostics_channel';
import { createRequire } from 'node:module';
import { PerformanceObserver, constants } from 'node:perf_hooks';

const slowMs = Number(process.env.TRACE_SLOW_MS ?? 45);
const skip = Number(process.env.TRACE_SKIP ?? 8000);
const pathPart = process.env.TRACE_PATH ?? '';
// The API's own node-postgres (the bundle leaves it in node_modules).
const pg = createRequire(new URL('../apps/api/package.json', import.meta.url))('pg');

const requests = new AsyncLocalStorage();
const traces = new WeakMap();
const slow = [];
let seen = 0;

diagnostics.subscribe('http.server.request.start', ({ request }) => {
  const trace = { start: performance.now(), marks: [] };
  traces.set(request, trace);
  requests.enterWith(trace);
});
diagnostics.subscribe('http.server.response.finish', ({ request }) => {
  const trace = traces.get(request);
  if (!trace || !request.url.includes(pathPart)) return;
  seen += 1;
  const ms = performance.now() - trace.start;
  if (seen > skip && ms > slowMs) slow.push({ ...trace, ms });
});

/** The trace a pool connection or a query belongs to: the request's, carried on the client once granted. */
const markOn = (trace) => (what) => trace?.marks.push([what, performance.now()]);

const connect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function (callback) {
  const trace = requests.getStore();
  const mark = markOn(trace);
  mark('asked');
  const granted = (client) => {
    mark('granted');
    if (client) client.traceOfRequest = trace;
    return client;
  };
  if (callback) return connect.call(this, (err, client, done) => callback(err, granted(client), done));
  return connect.call(this).then(granted);
};
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  const mark = markOn(this.traceOfRequest ?? requests.getStore());
  mark(`sent ${config?.name ?? 'unnamed'}`);
  const answered =
    (fn) =>
    (...args) => (mark('answered'), fn(...args));
  if (typeof callback === 'function') callback = answered(callback);
  else if (typeof values === 'function') values = answered(values);
  const result = query.call(this, config, values, callback);
  result?.then?.(
    () => mark('answered'),
    () => mark('failed'),
  );
  return result;
};

const fullCollections = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
      fullCollections.push(`${(entry.startTime / 1000).toFixed(2)} s (${entry.duration.toFixed(0)} ms)`);
}).observe({ entryTypes: ['gc'] });

process.once('SIGTERM', () => {
  const at = (t) => `${(t / 1000).toFixed(2)} s`;
  const lines = [`[trace] ${slow.length} of ${seen - skip} measured requests over ${slowMs} ms`];
  for (const { start, ms, marks } of slow.slice(0, 10))
    lines.push(
      `[trace] ${ms.toFixed(0)} ms from ${at(start)}: ${marks.map(([w, t]) => `${w} +${(t - start).toFixed(1)}`).join(', ')}`,
    );
  const bursts = [];
  for (const { start } of slow) {
    const last = bursts.at(-1);
    if (last && start - last.to < 100) Object.assign(last, { to: start, count: last.count + 1 });
    else bursts.push({ from: start, to: start, count: 1 });
  }
  lines.push(`[trace] bursts: ${bursts.map((b) => `${at(b.from)} ×${b.count}`).join(', ')}`);
  lines.push(`[trace] full collections: ${fullCollections.join(', ')}`);
  console.error(lines.join('\n'));
});
