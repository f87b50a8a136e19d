import { hashPassword } from '../apps/api/src/modules/auth/password-hash.ts';
/**
 * `npm run bench`: the bare Fastify yardstick, then the API on PGlite and on PostgreSQL under every
 * scenario of bench/scenarios.ts; prints the table and rewrites the generated part of docs/benchmarks.md.
 * Exits 0 when a target is missed (it is a measurement); exits 1 only when the bench itself breaks.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanupAll } from './cleanup.ts';
import { measure } from './load.ts';
import { cpuBusyShare, describeMachine } from './machine.ts';
import { createBenchDatabase } from './postgres.ts';
import { writeReport } from './docs-file.ts';
import { resultsTable, verdicts, verdictTable, yardstickNote, type Row } from './report.ts';
import { DATABASE_LABELS, DATABASES, scenarios, yardstick, type Database } from './scenarios.ts';
import { startApi, startBareFastify } from './servers.ts';
import { loadSettings, type BenchSettings } from './settings.ts';

const reportFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/benchmarks.md');

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
    .filter((s) => s.databases.includes(database))
    .map((s) => ({
      scenario: s.name,
      method: s.method,
      path: s.path,
      database,
      outcome: { skipped: reason },
      minRatioToBare: s.minRatioToBare,
    }));
}

async function measureApi(database: Database, settings: BenchSettings, databaseUrl?: string): Promise<Row[]> {
  const list = scenarios.filter((s) => s.databases.includes(database));
  if (list.length === 0) return [];
  log(`API on ${DATABASE_LABELS[database]}: starting (migrations and seed)`);
  const server = await startApi(database, databaseUrl);
  const rows: Row[] = [];
  try {
    for (const scenario of list) {
      log(`API on ${DATABASE_LABELS[database]}: ${scenario.name} (${scenario.method} ${scenario.path})`);
      const measured = await measure(server.baseUrl, scenario, settings);
      rows.push({
        scenario: scenario.name,
        method: scenario.method,
        path: scenario.path,
        database,
        outcome: { measured },
        minRatioToBare: scenario.minRatioToBare,
      });
    }
  } finally {
    await server.stop();
  }
  return rows;
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
  for (const database of DATABASES) {
    if (database === 'pglite') {
      rows.push(...(await measureApi(database, settings)));
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
      rows.push(...(await measureApi(database, settings, created.url)));
    } finally {
      await created.drop();
    }
  }

  // Listed next to the first yardstick run in the table.
  rows.splice(1, 0, await measureYardstick(settings, 'after'));

  await writeReport(reportFile, { date, machine, postgresVersion, busyBefore, singleHashMs, settings, rows });
  const list = verdicts(rows);
  console.log(
    `\n${resultsTable(rows)}\n\n${yardstickNote(rows, busyBefore).join('\n')}\n${verdictTable(list)}\n`,
  );
  for (const v of list)
    console.log(`VERDICT ${v.result}: ${v.target} on ${DATABASE_LABELS[v.database]} (${v.detail})`);
  console.log(`\nReport written to ${path.relative(process.cwd(), reportFile)}`);
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
