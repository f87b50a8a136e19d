import { hashPassword } from '../apps/api/src/contexts/identity/auth/password-hash.ts';
/**
 * `npm run bench`: the bare Fastify yardstick, then the API on PGlite and on PostgreSQL under every
 * scenario of bench/scenarios.ts; prints the table and rewrites the generated part of docs/benchmarks.md.
 * Exits 0 when a target is missed (it is a measurement); exits 1 only when the bench itself breaks.
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { cleanupAll } from './cleanup.ts';
import { runLarge } from './large-run.ts';
import { measure, measureBurst } from './load.ts';
import { cpuMeter } from './cpu-meter.ts';
import { cpuBusyShare, describeMachine } from './machine.ts';
import { memoryAtRest, memoryText, type ProcessMemory } from './memory.ts';
import { createBenchDatabase, settleDatabase } from './postgres.ts';
import { writeReport, type Report } from './docs-file.ts';
import { percent, resultsTable, verdicts, verdictTable, yardstickNote, type Row } from './report.ts';
import {
  DATABASE_LABELS,
  DATABASES,
  scenarios,
  yardstick,
  type Database,
  type RequestVariant,
} from './scenarios.ts';
import { startApi, startBareFastify } from './servers.ts';
import { loadSettings, type BenchSettings } from './settings.ts';

const reportFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/benchmarks.md');

/** BENCH_ONLY=name,name: runs only the scenarios whose names contain one of these (docs untouched). */
const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const selected = (name: string) => !only || only.some((part) => name.includes(part));

function log(message: string) {
  console.log(`[bench] ${message}`);
}

async function measureYardstick(settings: BenchSettings, run: string): Promise<Row> {
  log(`${yardstick.name}: starting`);
  const server = await startBareFastify();
  try {
    log(`${yardstick.name}: ${yardstick.method} ${yardstick.path}`);
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

function skippedRows(database: Database, reason: string): Row[] {
  return scenarios
    .filter((s) => s.databases.includes(database) && selected(s.name))
    .map((s) => ({
      scenario: s.name,
      method: s.method,
      path: s.path,
      database,
      outcome: { skipped: reason },
      minRatioToBare: s.minRatioToBare,
      maxP99Ms: s.maxP99Ms,
    }));
}

async function measureApi(
  database: Database,
  settings: BenchSettings,
  databaseUrl?: string,
): Promise<{ rows: Row[]; memory?: ProcessMemory }> {
  const list = scenarios.filter((s) => s.databases.includes(database) && selected(s.name));
  if (list.length === 0) return { rows: [] };
  log(`API on ${DATABASE_LABELS[database]}: starting (migrations and seed)`);
  const server = await startApi(database, databaseUrl);
  if (databaseUrl) await settleDatabase(databaseUrl);
  const rows: Row[] = [];
  // CPU per request is steadier than requests/s on a shared machine (bench/cpu-meter.ts).
  const meter = cpuMeter(server.pid, databaseUrl);
  try {
    for (const listed of list) {
      log(`API on ${DATABASE_LABELS[database]}: ${listed.name} (${listed.method} ${listed.path})`);
      const authorized = listed.asUser
        ? {
            ...listed,
            headers: {
              ...listed.headers,
              authorization: `Bearer ${await logIn(server.baseUrl, listed.asUser)}`,
            },
          }
        : listed;
      let scenario = authorized;
      let burst: RequestVariant[] = [];
      if (listed.prepare) {
        const started = performance.now();
        const prepared = await listed.prepare({
          baseUrl: server.baseUrl,
          dataDir: server.dataDir ?? '',
          ...(databaseUrl ? { databaseUrl } : {}),
        });
        log(`  prepared through the API in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        burst = prepared.burst ?? [];
        scenario = {
          ...authorized,
          ...(prepared.variants ? { variants: prepared.variants } : {}),
          ...(prepared.background && authorized.background
            ? { background: { ...authorized.background, variants: prepared.background } }
            : {}),
        };
      }
      const { background, ...measured } = scenario.burst
        ? await measureBurst(
            server.baseUrl,
            { ...scenario.burst, variants: burst },
            scenario.burst.probe ? scenario : undefined,
          )
        : await measure(server.baseUrl, scenario, settings, () => meter.begin());
      const used = scenario.burst ? undefined : await meter.end(measured.totalRequests);
      if (used && !scenario.background)
        log(
          `  CPU per request: API ${used.apiMs.toFixed(2)} ms` +
            (databaseUrl ? `, PostgreSQL ${used.postgresMs.toFixed(2)} ms` : '') +
            `, load generator ${used.loadGeneratorMs.toFixed(2)} ms; cores busy ${percent(used.coresBusy)}`,
        );
      const backgroundLoad = scenario.burst?.probe
        ? {
            method: scenario.burst.method,
            path: scenario.burst.path,
            connections: scenario.burst.connections,
          }
        : scenario.background;
      if (background && backgroundLoad)
        log(
          `  meanwhile ${backgroundLoad.method} ${backgroundLoad.path} x${backgroundLoad.connections}: ` +
            `${background.requestsPerSecond.toFixed(1)} req/s, p50 ${background.latencyP50Ms} ms, ` +
            `p99 ${background.latencyP99Ms} ms, statuses ${JSON.stringify(background.statusCodes)}, errors ${background.errors}`,
        );
      rows.push({
        scenario: scenario.name,
        method: scenario.method,
        path: scenario.path,
        database,
        outcome: { measured },
        minRatioToBare: scenario.minRatioToBare,
        maxP99Ms: scenario.maxP99Ms,
        ...(backgroundLoad
          ? { background: { ...backgroundLoad, ...(background ? { measured: background } : {}) } }
          : {}),
      });
      await sleep((scenario.settleSeconds ?? 0) * 1000);
    }
    // After every scenario: what the process holds once it has served them all, and once idle.
    const memory = await memoryAtRest(server.pid);
    if (memory) log(`API on ${DATABASE_LABELS[database]}: ${memoryText(memory)}`);
    return { rows, ...(memory ? { memory } : {}) };
  } finally {
    await meter.close();
    await server.stop();
  }
}

/** One login before an authenticated scenario; its token outlives a run (15 min). */
async function logIn(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await res.json()) as { data?: { accessToken?: string } };
  if (!res.ok || !body.data?.accessToken) throw new Error(`bench login failed: ${res.status}`);
  return body.data.accessToken;
}

/** The cost the login scenario is bounded by: one password hash at production parameters. */
async function timeOneHash(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await hashPassword('Benchmark2026');
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[2] ?? 0;
}

async function main() {
  const settings = loadSettings();
  const date = new Date();
  const machine = describeMachine();
  const busyBefore = await cpuBusyShare(2_000);
  const singleHashMs = await timeOneHash();
  log(
    `${settings.connections} connections, ${settings.durationSeconds} s per run after a ${settings.warmupSeconds} s warm-up`,
  );
  // The yardstick runs first and last: two figures show how steady the machine was meanwhile.
  const rows: Row[] = [await measureYardstick(settings, 'before')];
  let postgresVersion: string | undefined;
  const memory: Report['memory'] = [];
  const record = (database: Database, measured: Awaited<ReturnType<typeof measureApi>>) => {
    rows.push(...measured.rows);
    if (measured.memory) memory.push({ database, ...measured.memory });
  };
  for (const database of DATABASES) {
    if (database === 'pglite') {
      record(database, await measureApi(database, settings));
      continue;
    }
    const created = await createBenchDatabase(settings.postgresAdminUrl);
    if ('skipped' in created) {
      log(`PostgreSQL: skipped (${created.skipped})`);
      rows.push(...skippedRows(database, created.skipped));
      continue;
    }
    postgresVersion = created.serverVersion;
    try {
      record(database, await measureApi(database, settings, created.url));
    } finally {
      await created.drop();
    }
  }

  // Listed next to the first yardstick run in the table.
  rows.splice(1, 0, await measureYardstick(settings, 'after'));

  if (!only)
    await writeReport(reportFile, {
      date,
      machine,
      postgresVersion,
      busyBefore,
      singleHashMs,
      settings,
      rows,
      memory,
    });
  const list = verdicts(rows);
  console.log(
    `\n${resultsTable(rows)}\n\n${yardstickNote(rows, busyBefore).join('\n')}\n${verdictTable(list)}\n`,
  );
  for (const v of list)
    console.log(`VERDICT ${v.result}: ${v.target} on ${DATABASE_LABELS[v.database]} (${v.detail})`);
  if (!only) console.log(`\nReport written to ${path.relative(process.cwd(), reportFile)}`);
  // The large database's scenarios (issues #10 and #11) take minutes more: asked for by name.
  if (process.env.BENCH_LARGE === '1') await runLarge();
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n[bench] ${signal}: stopping servers and cleaning up`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  if (!interrupted) {
    console.error(`[bench] failed: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  }
} finally {
  if (!interrupted) await cleanupAll();
}
