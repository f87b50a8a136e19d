/**
 * `npm run build:api && node --import tsx bench/large-run.ts` (or `BENCH_LARGE=1 npm run bench`, after the usual scenarios): the measurements of issues #10 and
 * #11 over the large database (10,000 investors × 50 movements, bench/large-data.ts), on PostgreSQL
 * and PGlite, each scenario beside the bare Fastify yardstick of the same run; rewrites the
 * `bench:large` section of docs/benchmarks.md.
 *
 * BENCH_LARGE_INVESTORS (default 10000) sizes the database; BENCH_LARGE_DATABASES=postgres (or
 * pglite) measures one; BENCH_ONLY as in run.ts (docs untouched). BENCH_LARGE_ASYNC_COMMIT=1 is a
 * diagnosis: PostgreSQL's copy without synchronous commit (the report is not written then).
 * BENCH_LARGE_HEAP=1 opens the API's /api/metrics and logs its main thread's heap beside the resident
 * set after each scenario (off by default: the metrics' hook is one more cost on every request).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cleanupAll, defer } from './cleanup.ts';
import { cpuMeter, cpuMs } from './cpu-meter.ts';
import { measure } from './load.ts';
import { cpuBusyShare, describeMachine } from './machine.ts';
import { mainThreadHeap, memoryAtRest, memoryText, processMemory, type ProcessMemory } from './memory.ts';
import { table } from './markdown.ts';
import {
  BENCH_JWT_SECRET,
  preparePglite,
  preparePostgres,
  type LargeSizes,
  type PreparedLarge,
} from './large-database.ts';
import type { LargeDataReport } from './large-data.ts';
import { exporterOf, largeScenarios } from './large-scenarios.ts';
import {
  backgroundTable,
  integer,
  percent,
  resultsTable,
  verdicts,
  verdictTable,
  yardstickNote,
  type Row,
} from './report.ts';
import { DATABASE_LABELS, yardstick, type Database, type Scenario } from './scenarios.ts';
import { startApi, startBareFastify } from './servers.ts';
import { startTopology } from '../tools/topology.ts';
import { loadSettings, type BenchSettings } from './settings.ts';

const reportFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/benchmarks.md');
export const LARGE_START =
  '<!-- bench:large:start (node --import tsx bench/large-run.ts rewrites everything up to the end marker) -->';
export const LARGE_END = '<!-- bench:large:end -->';

const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const selected = (name: string) => !only || only.some((part) => name.includes(part));

/** The metrics token of BENCH_LARGE_HEAP=1 (the API needs 16 characters at least). */
const heapToken = process.env.BENCH_LARGE_HEAP === '1' ? 'bench-large-heap-metrics' : undefined;

function log(message: string) {
  console.log(`[bench:large] ${message}`);
}

function sizesFromEnv(): LargeSizes {
  const investors = Number(process.env.BENCH_LARGE_INVESTORS ?? '10000');
  if (!Number.isInteger(investors) || investors < 2_100)
    throw new Error('BENCH_LARGE_INVESTORS must be an integer of at least 2100');
  return { investors, movementsPerInvestor: 50, exporterMovements: 10_000, applicants: investors / 5 };
}

async function measureYardstick(settings: BenchSettings, run: string): Promise<Row> {
  const server = await startBareFastify();
  try {
    const measured = await measure(server.baseUrl, yardstick, settings);
    return {
      scenario: `${yardstick.name} (${run})`,
      method: yardstick.method,
      path: yardstick.path,
      database: 'bare',
      outcome: { measured },
    };
  } finally {
    await server.stop();
  }
}

/** Issue #28: the API's resident memory after the benchmark, on PostgreSQL. */
const RSS_TARGET_MIB = 300;
/** Judged on what the process keeps once idle (memoryAtRest), and said of the reading right after too. */
const rssVerdict = (m: ProcessMemory) => {
  const kept = m.restMiB ?? m.rssMiB;
  return (
    `under ${RSS_TARGET_MIB} MiB once idle: **${kept < RSS_TARGET_MIB ? 'PASS' : 'MISS'}**` +
    (m.rssMiB < RSS_TARGET_MIB ? ', and right after' : ', not right after')
  );
};

export interface Download {
  database: Database;
  what: string;
  path: string;
  status: number;
  seconds: number[];
  bytes: number;
  rows: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
}

/** Resident memory sampled every 20 ms while `run` lasts; the highest value, in MiB. */
async function peakRssDuring<T>(pid: number | undefined, run: () => Promise<T>): Promise<[T, number]> {
  let peak = 0;
  let going = true;
  const sampler = (async () => {
    while (going) {
      const m = await processMemory(pid);
      if (m) peak = Math.max(peak, m.rssMiB);
      await sleep(20);
    }
  })();
  try {
    return [await run(), peak];
  } finally {
    going = false;
    await sampler;
  }
}

/** A large report downloaded three times, one at a time: how long each took and the API's RSS meanwhile. */
async function measureDownload(
  database: Database,
  baseUrl: string,
  pid: number | undefined,
  candidates: Array<{ what: string; path: string; token: string; rows: number }>,
): Promise<Download | undefined> {
  for (const candidate of candidates) {
    const fetchOnce = async () => {
      const started = performance.now();
      const res = await fetch(new URL(candidate.path, baseUrl), {
        headers: { authorization: `Bearer ${candidate.token}` },
        signal: AbortSignal.timeout(120_000),
      });
      const bytes = (await res.arrayBuffer()).byteLength;
      return { status: res.status, bytes, seconds: (performance.now() - started) / 1000 };
    };
    const first = await fetchOnce();
    if (first.status === 404) {
      log(`  ${candidate.path}: 404, not there (yet)`);
      continue;
    }
    await sleep(1000);
    const rssBeforeMiB = (await processMemory(pid))?.rssMiB ?? 0;
    const seconds: number[] = [];
    let peak = 0;
    let last = first;
    for (let i = 0; i < 3; i++) {
      const [answer, rss] = await peakRssDuring(pid, fetchOnce);
      seconds.push(answer.seconds);
      peak = Math.max(peak, rss);
      last = answer;
    }
    return {
      database,
      what: candidate.what,
      path: candidate.path,
      status: last.status,
      seconds,
      bytes: last.bytes,
      rows: candidate.rows,
      rssBeforeMiB,
      rssPeakMiB: peak,
    };
  }
  return undefined;
}

export interface CpuPerRequest {
  scenario: string;
  database: Database;
  apiMs: number;
  postgresMs: number;
  loadGeneratorMs: number;
  /** Share of all cores busy over the measured run. */
  coresBusy: number;
  /** The queued e-mails the run left, written after it ended: how many, how long, the API's CPU per request. */
  mail?: { written: number; seconds: number; apiMs: number };
}

/** .eml files in the API's mail folder. */
async function mailFiles(folder: string): Promise<number> {
  try {
    return (await readdir(folder)).length;
  } catch {
    return 0;
  }
}

/**
 * Waits until the e-mails a run queued are written (at least `expected` new files, then none for a
 * second; at most three minutes) and measures the API's CPU meanwhile.
 */
async function mailDrain(folder: string, before: number, expected: number, apiPid: number | undefined) {
  const started = performance.now();
  const cpuBefore = apiPid ? await cpuMs(apiPid) : 0;
  let last = await mailFiles(folder);
  let lastChange = performance.now();
  while (performance.now() - started < 180_000) {
    await sleep(200);
    const now = await mailFiles(folder);
    if (now !== last) {
      last = now;
      lastChange = performance.now();
    } else if (now - before >= expected && performance.now() - lastChange >= 1000) break;
  }
  return {
    written: last - before,
    seconds: (lastChange - started) / 1000,
    cpuMs: (apiPid ? await cpuMs(apiPid) : 0) - cpuBefore,
  };
}

function cpuTable(list: CpuPerRequest[]): string[] {
  if (list.length === 0) return [];
  return [
    'CPU per request over the measured run (ms of one core; from /proc, so other work on the machine does not inflate it):',
    '',
    table(
      [
        { header: 'Scenario' },
        { header: 'Database' },
        { header: 'API process', align: 'right' },
        { header: 'PostgreSQL server', align: 'right' },
        { header: 'API after the run (queued e-mail)', align: 'right' },
        { header: 'Total', align: 'right' },
        { header: 'Load generator', align: 'right' },
        { header: 'Cores busy', align: 'right' },
      ],
      list.map((c) => [
        c.scenario,
        DATABASE_LABELS[c.database],
        c.apiMs.toFixed(2),
        c.database === 'postgres' ? c.postgresMs.toFixed(2) : '(in the API process)',
        c.mail ? c.mail.apiMs.toFixed(2) : '',
        (c.apiMs + c.postgresMs + (c.mail?.apiMs ?? 0)).toFixed(2),
        c.loadGeneratorMs.toFixed(2),
        percent(c.coresBusy),
      ]),
    ),
    '',
    ...list
      .filter((c) => c.mail)
      .map(
        (c) =>
          `- ${c.scenario} on ${DATABASE_LABELS[c.database]}: the run's ${integer(c.mail!.written)} queued e-mails (warm-up included) were all written ${c.mail!.seconds.toFixed(1)} s after it ended.`,
      ),
    '',
  ];
}

interface DatabaseRun {
  database: Database;
  prepared?: Pick<PreparedLarge, 'buildSeconds' | 'copySeconds'> & { built?: LargeDataReport };
  rows: Row[];
  cpu: CpuPerRequest[];
  download?: Download;
  memory?: ProcessMemory;
  skipped?: string;
}

async function runOn(database: Database, settings: BenchSettings, sizes: LargeSizes): Promise<DatabaseRun> {
  const started = performance.now();
  let prepared: PreparedLarge;
  try {
    prepared =
      database === 'postgres'
        ? await preparePostgres(settings.postgresAdminUrl, sizes, log)
        : await preparePglite(sizes, log);
  } catch (error) {
    if (database === 'postgres' && /ECONNREFUSED|unreachable|timeout/i.test(String(error)))
      return { database, rows: [], cpu: [], skipped: 'PostgreSQL unreachable' };
    throw error;
  }
  log(
    `${DATABASE_LABELS[database]}: database ready in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(build ${prepared.buildSeconds.toFixed(1)} s${prepared.built ? '' : ', reused'}, copy ${prepared.copySeconds.toFixed(1)} s)`,
  );
  if (prepared.built) log(`  ${JSON.stringify(prepared.built)}`);
  // Diagnosis only (never the product's setting): without waiting for the WAL flush at each commit,
  // does the rescue figure move? It separates the disk's fsync latency from the API's own cost.
  if (prepared.databaseUrl && process.env.BENCH_LARGE_ASYNC_COMMIT === '1') {
    const client = new pg.Client({ connectionString: prepared.databaseUrl });
    await client.connect();
    const name = new URL(prepared.databaseUrl).pathname.slice(1);
    await client.query(`alter database ${name} set synchronous_commit = off`);
    await client.end();
    log('  DIAGNOSIS: synchronous_commit = off on this copy');
  }
  const server = await startApi(database, prepared.databaseUrl, {
    JWT_SECRET: BENCH_JWT_SECRET,
    ...(prepared.dataDir ? { DATA_DIR: prepared.dataDir } : {}),
    ...(heapToken ? { METRICS_TOKEN: heapToken } : {}),
  });
  /** The resident set and, with BENCH_LARGE_HEAP=1, the main thread's heap, for the log. */
  const logMemory = async (moment: string) => {
    const rss = await processMemory(server.pid);
    const heap = heapToken ? await mainThreadHeap(server.baseUrl, heapToken) : undefined;
    if (!rss) return;
    log(
      `  API resident memory ${moment} ${integer(rss.rssMiB)} MiB` +
        (heap
          ? `; main thread's heap ${integer(heap.usedMiB)} used of ${integer(heap.totalMiB)} MiB ` +
            `(old ${integer(heap.old[0])} of ${integer(heap.old[1])}, young ${integer(heap.young[0])} of ${integer(heap.young[1])})`
          : ''),
    );
  };
  const rows: Row[] = [];
  const cpu: CpuPerRequest[] = [];
  const meter = cpuMeter(server.pid, prepared.databaseUrl);
  try {
    for (const scenario of largeScenarios(prepared.accounts).filter((s) => selected(s.name))) {
      log(`${DATABASE_LABELS[database]}: ${scenario.name}`);
      const mailFolder = path.join(prepared.dataDir ?? server.dataDir ?? '', 'mail');
      const mailBefore = await mailFiles(mailFolder);
      const { background, ...measured } = await measure(server.baseUrl, scenario, settings, () =>
        meter.begin(),
      );
      const used = await meter.end(measured.totalRequests);
      const drained = scenario.queuesMail
        ? await mailDrain(mailFolder, mailBefore, measured.statusCodes['201'] ?? 0, server.pid)
        : undefined;
      if (used && !scenario.background) {
        const mail = drained && {
          written: drained.written,
          seconds: drained.seconds,
          apiMs: drained.cpuMs / measured.totalRequests,
        };
        cpu.push({ scenario: scenario.name, database, ...used, ...(mail ? { mail } : {}) });
        log(
          `  CPU per request: API ${used.apiMs.toFixed(2)} ms, PostgreSQL ${used.postgresMs.toFixed(2)} ms, ` +
            `load generator ${used.loadGeneratorMs.toFixed(2)} ms; cores busy ${percent(used.coresBusy)}` +
            (mail
              ? `; its ${integer(mail.written)} e-mails written ${mail.seconds.toFixed(1)} s after the run, API ${mail.apiMs.toFixed(2)} ms per request more`
              : ''),
        );
      }
      log(
        `  ${integer(measured.requestsPerSecond)} req/s, p50 ${measured.latencyP50Ms} ms, p99 ${measured.latencyP99Ms} ms, ` +
          `statuses ${JSON.stringify(measured.statusCodes)}`,
      );
      if (background)
        log(
          `  meanwhile: ${background.requestsPerSecond.toFixed(1)} req/s, p50 ${background.latencyP50Ms} ms, ` +
            `p99 ${background.latencyP99Ms} ms, statuses ${JSON.stringify(background.statusCodes)}`,
        );
      rows.push({
        scenario: scenario.name,
        method: scenario.method,
        path: scenario.path,
        database,
        outcome: { measured },
        minRatioToBare: scenario.minRatioToBare,
        maxP99Ms: scenario.maxP99Ms,
        minRequestsPerSecond: scenario.minRequestsPerSecond,
        targetsOn: scenario.targetsOn,
        ...(scenario.background
          ? { background: { ...scenario.background, ...(background ? { measured: background } : {}) } }
          : {}),
      });
      await sleep((scenario.settleSeconds ?? 0) * 1000);
      // Where the API's memory grows: its resident set after each scenario, in the log only.
      await logMemory('now');
    }
    let download: Download | undefined;
    if (selected('report download')) {
      log(`${DATABASE_LABELS[database]}: a 10,000-row report download`);
      const exporter = exporterOf(prepared.accounts);
      download = await measureDownload(database, server.baseUrl, server.pid, [
        {
          what: 'admin report "user-participant" (one row per participant)',
          path: '/api/admin/reports/user-participant',
          token: prepared.accounts.admin,
          rows: sizes.investors,
        },
        {
          what: 'movements .xlsx of the participant with 10,000 movements',
          path: '/api/portfolio/movements/listXlsx',
          token: exporter.token,
          rows: sizes.exporterMovements,
        },
      ]);
      if (download)
        log(
          `  ${download.path}: ${download.status}, ${download.seconds.map((s) => s.toFixed(2)).join(' / ')} s, ` +
            `${integer(download.bytes / 1024)} KiB, RSS ${integer(download.rssBeforeMiB)} → peak ${integer(download.rssPeakMiB)} MiB`,
        );
    }
    const memory = await memoryAtRest(server.pid);
    await logMemory('after the run, once idle');
    // The single process is stopped first: on two cores the balanced runs need every cycle.
    await server.stop();
    if (database === 'postgres' && prepared.databaseUrl && process.env.BENCH_LARGE_BALANCER !== '0')
      rows.push(...(await behindBalancer(prepared.databaseUrl, largeScenarios(prepared.accounts), settings)));
    return {
      database,
      prepared: {
        buildSeconds: prepared.buildSeconds,
        copySeconds: prepared.copySeconds,
        ...(prepared.built ? { built: prepared.built } : {}),
      },
      rows,
      cpu,
      ...(download ? { download } : {}),
      ...(memory ? { memory } : {}),
    };
  } finally {
    await meter.close();
    await server.stop();
    await prepared.drop();
  }
}

/**
 * Issue #28: the read scenarios again through nginx (tools/topology.ts) on the same database, with
 * one API process and then two, so the balancer's own cost and what a second process adds on this
 * machine's cores show side by side with the direct run. The processes share Redis for their limits
 * as a deployment does; the scenarios that write (rescues) or load the machine in the background are
 * left out, so each run starts from the same data.
 */
async function behindBalancer(
  databaseUrl: string,
  scenarios: Scenario[],
  settings: BenchSettings,
): Promise<Row[]> {
  const rows: Row[] = [];
  const balanced = scenarios.filter((s) => !s.background && !s.queuesMail && selected(s.name));
  for (const processes of [1, 2]) {
    const label = processes === 1 ? '1 process behind nginx' : `${processes} processes behind nginx`;
    log(`PostgreSQL: ${label}: starting`);
    const topology = await startTopology({
      processes,
      databaseUrl,
      output: 'ignore',
      env: {
        JWT_SECRET: BENCH_JWT_SECRET,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000000',
        AUTH_RATE_LIMIT_MAX: '1000000000',
        MONTHLY_STATEMENTS: 'off',
      },
    });
    const stop = defer(`topology (${label})`, () => topology.stop());
    try {
      for (const scenario of balanced) {
        log(`PostgreSQL, ${label}: ${scenario.name}`);
        const measured = await measure(topology.url, scenario, settings);
        log(
          `  ${integer(measured.requestsPerSecond)} req/s, p50 ${measured.latencyP50Ms} ms, p99 ${measured.latencyP99Ms} ms, ` +
            `statuses ${JSON.stringify(measured.statusCodes)}`,
        );
        rows.push({
          scenario: `${scenario.name} (${label})`,
          method: scenario.method,
          path: scenario.path,
          database: 'postgres',
          outcome: { measured },
          maxP99Ms: scenario.maxP99Ms,
          targetsOn: scenario.targetsOn,
        });
      }
    } finally {
      await stop();
    }
  }
  return rows;
}

function downloadsTable(runs: DatabaseRun[]): string[] {
  const list = runs.flatMap((r) => (r.download ? [r.download] : []));
  if (list.length === 0) return [];
  return [
    "A 10,000-row report downloaded three times, one at a time, nothing else running; the API's resident memory sampled every 20 ms:",
    '',
    table(
      [
        { header: 'Download' },
        { header: 'Database' },
        { header: 'Status' },
        { header: 'Rows', align: 'right' },
        { header: 'Size', align: 'right' },
        { header: 'Seconds (3 runs)', align: 'right' },
        { header: 'RSS before → peak (MiB)', align: 'right' },
      ],
      list.map((d) => [
        `${d.what}: \`GET ${d.path}\``,
        DATABASE_LABELS[d.database],
        String(d.status),
        integer(d.rows),
        `${integer(d.bytes / 1024)} KiB`,
        d.seconds.map((s) => s.toFixed(2)).join(' / '),
        `${integer(d.rssBeforeMiB)} → ${integer(d.rssPeakMiB)}`,
      ]),
    ),
    '',
  ];
}

function buildLines(runs: DatabaseRun[]): string[] {
  return runs.flatMap((r) => {
    if (r.skipped) return [`- ${DATABASE_LABELS[r.database]}: skipped (${r.skipped})`];
    const p = r.prepared;
    if (!p) return [];
    const b = p.built;
    return [
      `- ${DATABASE_LABELS[r.database]}: ` +
        (b
          ? `built in ${b.seconds.toFixed(0)} s (${integer(b.movements)} movements, ${integer(b.ledger.transactions)} journal transactions, ` +
            `${integer(b.ledger.entries)} entries, ${integer(b.rescues.settled)} settled and ${integer(b.rescues.pending)} pending rescues; ` +
            `reconciliation passed in ${b.reconciliationSeconds.toFixed(1)} s)`
          : `reused the database built earlier today (${p.buildSeconds.toFixed(1)} s to find it)`) +
        `; this run's copy took ${p.copySeconds.toFixed(1)} s`,
    ];
  });
}

function section(
  date: Date,
  busyBefore: number,
  settings: BenchSettings,
  sizes: LargeSizes,
  rows: Row[],
  runs: DatabaseRun[],
): string {
  const machine = describeMachine();
  const list = verdicts(rows);
  const loads = backgroundTable(rows);
  return [
    LARGE_START,
    '',
    '### Latest large-database run',
    '',
    `Measured on ${date.toISOString().replace(/\.\d+Z$/, 'Z')} (UTC): ${machine.cores} cores, Node.js ${machine.node}; ` +
      `load average ${machine.loadAverage.map((n) => n.toFixed(2)).join(', ')} (1, 5, 15 min) at the end, ` +
      `CPU busy with other work in the 2 s before: ${Math.round(busyBefore * 100)} %. ` +
      `${settings.connections} connections unless the scenario says otherwise, ${settings.durationSeconds} s per measured run after a ${settings.warmupSeconds} s warm-up.`,
    '',
    `Database: ${integer(sizes.investors)} participants × ${sizes.movementsPerInvestor} movements (participant 1: ${integer(sizes.exporterMovements)}), ` +
      `${integer(sizes.applicants)} applicants with onboardings in 8 states.`,
    '',
    ...buildLines(runs),
    '',
    resultsTable(rows),
    '',
    ...yardstickNote(rows, busyBefore),
    ...(loads ? ['What the background loads got meanwhile (warm-up included):', '', loads, ''] : []),
    ...cpuTable(runs.flatMap((r) => r.cpu)),
    ...downloadsTable(runs),
    ...runs.flatMap((r) =>
      r.memory
        ? [
            `- API on ${DATABASE_LABELS[r.database]} after its scenarios: ${memoryText(r.memory)}` +
              (r.database === 'postgres' ? ` (issue #28's target, ${rssVerdict(r.memory)})` : ''),
          ]
        : [],
    ),
    '',
    list.length > 0 ? verdictTable(list) : 'No scenario has a target.',
    '',
    LARGE_END,
  ].join('\n');
}

async function writeSection(text: string) {
  const current = await readFile(reportFile, 'utf8');
  const start = current.indexOf(LARGE_START);
  const end = current.indexOf(LARGE_END);
  if (start === -1 || end < start) throw new Error(`docs/benchmarks.md has no ${LARGE_END} markers`);
  await writeFile(reportFile, current.slice(0, start) + text + current.slice(end + LARGE_END.length));
}

export async function runLarge(): Promise<void> {
  const settings = loadSettings();
  const sizes = sizesFromEnv();
  const date = new Date();
  const busyBefore = await cpuBusyShare(2_000);
  const databases = (process.env.BENCH_LARGE_DATABASES ?? 'postgres,pglite')
    .split(',')
    .map((d) => d.trim()) as Database[];
  const rows: Row[] = [await measureYardstick(settings, 'before')];
  const runs: DatabaseRun[] = [];
  for (const database of databases) {
    const run = await runOn(database, settings, sizes);
    runs.push(run);
    rows.push(...run.rows);
  }
  rows.splice(1, 0, await measureYardstick(settings, 'after'));
  const text = section(date, busyBefore, settings, sizes, rows, runs);
  console.log(`\n${text}\n`);
  if (!only && process.env.BENCH_LARGE_ASYNC_COMMIT !== '1') {
    await writeSection(text);
    log(`report written to ${path.relative(process.cwd(), reportFile)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.error(`\n[bench:large] ${signal}: stopping servers and cleaning up`);
      void cleanupAll().finally(() => process.exit(130));
    });
  try {
    await runLarge();
  } catch (error) {
    console.error(`[bench:large] failed: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  } finally {
    await cleanupAll();
  }
}
