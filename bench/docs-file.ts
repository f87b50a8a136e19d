/** docs/benchmarks.md: a hand-written part, kept, and a generated section that every run rewrites. */
import { readFile, writeFile } from 'node:fs/promises';
import type { MachineInfo } from './machine.ts';
import { table } from './markdown.ts';
import { memoryText, type ProcessMemory } from './memory.ts';
import {
  backgroundTable,
  databaseLabel,
  isFlagged,
  percent,
  resultsTable,
  verdicts,
  verdictTable,
  yardstickNote,
  type Row,
} from './report.ts';
import { DATABASE_LABELS, type Database } from './scenarios.ts';
import type { BenchSettings } from './settings.ts';

export interface Report {
  date: Date;
  machine: MachineInfo;
  postgresVersion: string | undefined;
  /** Share of the CPU busy just before the run, when nothing of the bench was running yet. */
  busyBefore: number;
  /** One scrypt password hash at the production parameters, median of a few, in ms. */
  singleHashMs: number;
  settings: BenchSettings;
  rows: Row[];
  /** The API process's resident memory after its scenarios, per database (Linux only). */
  memory: Array<{ database: Database } & ProcessMemory>;
}

export const GENERATED_START =
  '<!-- bench:generated:start (npm run bench rewrites everything up to the end marker) -->';
export const GENERATED_END = '<!-- bench:generated:end -->';

function backgroundSection(rows: readonly Row[]): string[] {
  const loads = backgroundTable(rows);
  return loads ? ['What the background loads got meanwhile (warm-up included):', '', loads, ''] : [];
}

function memorySection(memory: Report['memory']): string[] {
  if (memory.length === 0) return [];
  return [
    'API process memory after its scenarios (resident set right after the last request, once idle, and the highest it reached, start-up included):',
    '',
    ...memory.map((m) => `- ${DATABASE_LABELS[m.database]}: ${memoryText(m)}`),
    '',
  ];
}

/** The part of docs/benchmarks.md that every run rewrites. */
export function generatedSection(report: Report): string {
  const { machine, settings } = report;
  const flagged = report.rows.filter((row) => 'measured' in row.outcome && isFlagged(row.outcome.measured));
  const list = verdicts(report.rows);
  const lines = [
    GENERATED_START,
    '',
    '## Latest run',
    '',
    `Measured on ${report.date.toISOString().replace(/\.\d+Z$/, 'Z')} (UTC).`,
    '',
    '### Machine',
    '',
    `- CPU: ${machine.cpuModel}, ${machine.cores} cores`,
    `- Memory: ${machine.totalMemoryGiB.toFixed(1)} GiB`,
    `- Node.js: ${machine.node}`,
    `- OS: ${machine.os}`,
    `- PostgreSQL: ${report.postgresVersion ?? 'not reached'}`,
    `- Load average when the run started: ${machine.loadAverage.map((n) => n.toFixed(2)).join(', ')} (1, 5, 15 min); ` +
      `CPU busy with other work in the 2 s before: ${percent(report.busyBefore)}`,
    '',
    '### Settings',
    '',
    `- ${settings.connections} connections, pipelining 1, ${settings.durationSeconds} s per measured run` +
      (settings.warmupSeconds > 0
        ? `, after a discarded ${settings.warmupSeconds} s warm-up run`
        : ', no warm-up'),
    '- API: `LOG_LEVEL=warn`, `SEED=true`, fresh temporary `DATA_DIR`, `RATE_LIMIT_MAX` and `AUTH_RATE_LIMIT_MAX` raised to 1000000000, `MONTHLY_STATEMENTS=off`',
    `- Password hash: scrypt N=2^17, r=8, p=1 (64 MiB); one hash takes ${report.singleHashMs.toFixed(0)} ms here (median of 5). Scenarios with their own connection count say so in their name or below.`,
    '- Load generator (autocannon) and servers share this machine, over 127.0.0.1',
    '',
    '### Results',
    '',
    resultsTable(report.rows),
    '',
    ...yardstickNote(report.rows, report.busyBefore),
    ...backgroundSection(report.rows),
    ...memorySection(report.memory),
    '### Verdict',
    '',
    list.length > 0 ? verdictTable(list) : 'No scenario has a target.',
    '',
  ];
  if (flagged.length > 0) {
    lines.push(
      `**${flagged.length} run(s) had errors or non-2xx responses**, so their throughput is not the route's: ` +
        flagged.map((row) => `${row.scenario} on ${databaseLabel(row.database)}`).join(', ') +
        '.',
      '',
    );
  }
  lines.push(GENERATED_END);
  return lines.join('\n');
}

const INTRO = () => `# Benchmarks

Load figures for the API, each set against a bare Fastify hello-world measured on the same machine in
the same run. They are measurements, not tests: \`npm run bench\` exits 0 even when a target is
missed, and prints the verdict.

## How to run

\`\`\`sh
npm run bench    # about 6-8 minutes (1-2 of them creating investors for the money scenarios)
BENCH_ONLY=contract,health npm run bench   # only scenarios whose names contain these; docs untouched
BENCH_DURATION=30 BENCH_CONNECTIONS=100 npm run bench
\`\`\`

${table(
  [{ header: 'Variable' }, { header: 'Default' }, { header: 'Meaning' }],
  [
    ['`BENCH_DURATION`', '`10`', 'seconds of each measured run'],
    ['`BENCH_CONNECTIONS`', '`50`', 'concurrent connections'],
    ['`BENCH_WARMUP`', '`2`', 'seconds of the discarded warm-up run before each measured run (0: none)'],
    [
      '`BENCH_PG_ADMIN_URL`',
      '`postgres://postgres@127.0.0.1:5432/test`',
      'server on which a `bench_<random>` database is created and dropped',
    ],
  ],
)}

What a run does:

1. Starts the yardstick, \`bench/bare-fastify.ts\` (\`GET /\` answering \`{"hello":"world"}\`), as its own
   process, so autocannon never shares a server's event loop. It runs once before and once after the
   API; ratios are taken against the mean of the two, and a spread above 15 % is called out.
2. Starts the real API (\`apps/api/src/server.ts\`) as a child process, once on embedded PGlite and once
   on PostgreSQL (a fresh \`bench_<random>\` database, dropped with \`drop database ... with (force)\`
   afterwards; once the API has migrated and seeded it, \`vacuum analyze\` and \`checkpoint\` run, so
   autovacuum's first pass and the seed's WAL are not written during a scenario). Each gets a fresh
   temporary \`DATA_DIR\`, removed afterwards. When PostgreSQL cannot
   be reached its rows say "skipped: PostgreSQL unreachable".
3. Runs every scenario with autocannon: a warm-up run that is thrown away, then the measured run. It
   records mean requests/s, p50 and p99 latency, non-2xx responses and errors; a run with any of
   these is flagged, and a flagged run cannot pass a target.
4. Counts the CPU each request cost over the measured run, from \`/proc\`: the API process, the run's
   PostgreSQL server processes, the load generator (the bench's own process), and how busy all cores
   were. When their sum times the rate fills the cores, the run was bound by CPU: with a fixed number
   of clients each waiting for its answer, latency is then clients ÷ rate, whatever the route does.
5. Reads the API process's resident memory (RSS right after its scenarios, again once idle past the work pool's idle time, and its peak, from \`/proc\`).
6. Prints the table and rewrites the generated section below.

The rate limiter stays on, but \`RATE_LIMIT_MAX\` is raised for the run: every request comes from
127.0.0.1, and with the default (600 per minute per address) nearly every answer would be a 429.

## Adding a scenario

A later feature adds its load figure as one entry in \`bench/scenarios.ts\`:

\`\`\`ts
export const scenarios: Scenario[] = [
  // ...
  {
    name: 'login',
    method: 'POST',
    path: '/api/auth/login',
    headers: { invierteapp: 'web' },
    body: { email: 'ana@example.com', password: '...' },
    databases: ['pglite', 'postgres'],
    minRatioToBare: 0.2,
  },
];
\`\`\`

\`body\` may be a string or an object (sent as JSON); \`minRatioToBare\` and \`maxP99Ms\` (p99 at most that
many ms) are optional and each adds a line to the verdict. \`background\` keeps another load on the
server while the scenario is measured (a lone client's latency under someone else's load); the report
lists what that load got.

Scenarios that need data the seed does not have create it through the API first (\`prepare\`, with the
helpers of \`bench/fixtures.ts\`: verified investors, read from the e-mails the API wrote, their
onboardings, a finished step 1); the time it takes is logged, not measured. \`variants\` are
requests that differ per connection: each connection takes a free one before each request and gives
it back with the answer, so 50 connections over 50 investors never send two requests of one investor
at once. \`burst\` is for work that cannot be repeated on the same data (a contract is generated once
per onboarding): each prepared request is sent once, so many at a time; a 503 is counted and
retried after its Retry-After; with \`probe\` a lone client calls the scenario's path meanwhile.

## Reading the numbers

The machine has 2 cores: the load generator takes one, the server under test the other, so the
absolute figures are low and only ratios taken in the same run compare well. Numbers from different
machines do not compare. Anything else using the CPU (a test suite, a type check) lowers the figures
unevenly. The report says how busy the CPU was in the 2 s before the run and how far apart the two
yardstick runs were, and warns when either is high (above 20 % and 15 %); a busy machine can lower
every figure while the yardstick runs still agree, so compare runs taken in the same conditions.
`;

/** Rewrites the generated section of `file`, keeping the text around it; creates the file when needed. */
export async function writeReport(file: string, report: Report): Promise<void> {
  const section = generatedSection(report);
  let current: string | undefined;
  try {
    current = await readFile(file, 'utf8');
  } catch {
    current = undefined;
  }
  const start = current?.indexOf(GENERATED_START) ?? -1;
  const end = current?.indexOf(GENERATED_END) ?? -1;
  const next =
    current !== undefined && start !== -1 && end > start
      ? current.slice(0, start) + section + current.slice(end + GENERATED_END.length)
      : `${INTRO()}\n${section}\n`;
  await writeFile(file, next);
}
