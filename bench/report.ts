/** Turns the measurements into the results table, the notes on the yardstick and the verdicts. */
import type { Measurement } from './load.ts';
import { table } from './markdown.ts';
import { DATABASE_LABELS, type Background, type Database, type Scenario } from './scenarios.ts';

export interface Row {
  scenario: string;
  method: string;
  path: string;
  /** `bare` is the Fastify hello-world yardstick, which has no database. */
  database: Database | 'bare';
  outcome: { measured: Measurement } | { skipped: string };
  minRatioToBare?: Scenario['minRatioToBare'];
  maxP99Ms?: Scenario['maxP99Ms'];
  minRequestsPerSecond?: Scenario['minRequestsPerSecond'];
  targetsOn?: Scenario['targetsOn'];
  /** The load kept on the server while this row was measured, and what it got. */
  background?: Pick<Background, 'method' | 'path' | 'connections'> & { measured?: Measurement };
}

export interface Verdict {
  target: string;
  database: Database;
  /** RECORDED: measured against a target set for another database (`Scenario.targetsOn`). */
  result: 'PASS' | 'FAIL' | 'SKIPPED' | 'RECORDED';
  detail: string;
}

export const integer = (n: number) => Math.round(n).toLocaleString('en-US');
// autocannon records whole milliseconds: 0 means under one.
const ms = (n: number) => (n === 0 ? '< 1' : Number.isInteger(n) ? String(n) : n.toFixed(2));
export const percent = (ratio: number) =>
  `${ratio < 0.1 ? (ratio * 100).toFixed(1) : Math.round(ratio * 100)} %`;

/** True when a run saw anything but 2xx answers: its throughput is not the route's. */
export function isFlagged(m: Measurement): boolean {
  return m.non2xx > 0 || m.errors > 0;
}

function problems(m: Measurement): string {
  const parts: string[] = [];
  if (m.non2xx > 0) {
    const codes = Object.entries(m.statusCodes)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, count]) => `${code}: ${integer(count)}`)
      .join(', ');
    parts.push(`${integer(m.non2xx)} non-2xx (${codes})`);
  }
  if (m.errors > 0) parts.push(`${integer(m.errors)} errors (${integer(m.timeouts)} timeouts)`);
  return parts.length > 0 ? `FLAGGED: ${parts.join('; ')}` : 'none';
}

export interface Yardstick {
  /** Mean requests/s of the yardstick runs: every ratio is taken against it. */
  requestsPerSecond: number;
  runs: number[];
  /** (max - min) / mean of the runs: a large spread means the machine was busy with something else. */
  spread: number;
  flagged: boolean;
}

/** Above this spread between the yardstick runs the report warns that the ratios are uncertain. */
export const NOISY_SPREAD = 0.15;

export function yardstickOf(rows: readonly Row[]): Yardstick | undefined {
  const runs = rows.flatMap((row) =>
    row.database === 'bare' && 'measured' in row.outcome ? [row.outcome.measured] : [],
  );
  if (runs.length === 0) return undefined;
  const values = runs.map((m) => m.requestsPerSecond);
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return {
    requestsPerSecond: mean,
    runs: values,
    spread: mean > 0 ? (Math.max(...values) - Math.min(...values)) / mean : 0,
    flagged: runs.some(isFlagged),
  };
}

export const databaseLabel = (database: Row['database']) =>
  database === 'bare' ? 'none (yardstick)' : DATABASE_LABELS[database];

export function resultsTable(rows: readonly Row[]): string {
  const bare = yardstickOf(rows);
  return table(
    [
      { header: 'Scenario' },
      { header: 'Database' },
      { header: 'req/s', align: 'right' },
      { header: 'p50 (ms)', align: 'right' },
      { header: 'p99 (ms)', align: 'right' },
      { header: 'vs bare Fastify', align: 'right' },
      { header: 'Errors' },
    ],
    rows.map((row) => {
      const name = `${row.scenario}: \`${row.method} ${row.path}\``;
      if (!('measured' in row.outcome)) {
        return [name, databaseLabel(row.database), '-', '-', '-', '-', `skipped: ${row.outcome.skipped}`];
      }
      const m = row.outcome.measured;
      return [
        name,
        databaseLabel(row.database),
        integer(m.requestsPerSecond),
        ms(m.latencyP50Ms),
        ms(m.latencyP99Ms),
        bare && bare.requestsPerSecond > 0 ? percent(m.requestsPerSecond / bare.requestsPerSecond) : '-',
        problems(m),
      ];
    }),
  );
}

export function verdicts(rows: readonly Row[]): Verdict[] {
  const bare = yardstickOf(rows);
  const out: Verdict[] = [];
  for (const row of rows) {
    if (row.database === 'bare') continue;
    const database = row.database;
    const targets: Array<{
      target: string;
      judge: (m: Measurement) => Omit<Verdict, 'target' | 'database'>;
    }> = [];
    const { minRatioToBare, maxP99Ms } = row;
    if (minRatioToBare !== undefined)
      targets.push({
        target: `${row.method} ${row.path} at no less than ${percent(minRatioToBare)} of bare Fastify`,
        judge: (m) => {
          if (!bare || bare.requestsPerSecond <= 0)
            return { result: 'FAIL', detail: 'no usable yardstick measurement' };
          const ratio = m.requestsPerSecond / bare.requestsPerSecond;
          const numbers = `${integer(m.requestsPerSecond)} / ${integer(bare.requestsPerSecond)} req/s = ${percent(ratio)}`;
          if (isFlagged(m))
            return { result: 'FAIL', detail: `${numbers}, but the run had errors or non-2xx responses` };
          if (bare.flagged) return { result: 'FAIL', detail: `${numbers}, but the yardstick run had errors` };
          return { result: ratio >= minRatioToBare ? 'PASS' : 'FAIL', detail: numbers };
        },
      });
    if (row.minRequestsPerSecond !== undefined) {
      const floor = row.minRequestsPerSecond;
      targets.push({
        target: `${row.method} ${row.path} at no less than ${integer(floor)} req/s`,
        judge: (m) => {
          const numbers = `${integer(m.requestsPerSecond)} req/s`;
          if (isFlagged(m))
            return { result: 'FAIL', detail: `${numbers}, but the run had errors or non-2xx responses` };
          return { result: m.requestsPerSecond >= floor ? 'PASS' : 'FAIL', detail: numbers };
        },
      });
    }
    if (maxP99Ms !== undefined)
      targets.push({
        target:
          `${row.method} ${row.path} p99 at most ${maxP99Ms} ms` +
          (row.background
            ? ` while ${row.background.connections} clients ${row.background.method} ${row.background.path}`
            : ''),
        judge: (m) => {
          const numbers = `p99 ${ms(m.latencyP99Ms)} ms`;
          if (isFlagged(m))
            return { result: 'FAIL', detail: `${numbers}, but the run had errors or non-2xx responses` };
          return { result: m.latencyP99Ms <= maxP99Ms ? 'PASS' : 'FAIL', detail: numbers };
        },
      });
    for (const { target, judge } of targets) {
      const judged =
        'measured' in row.outcome
          ? judge(row.outcome.measured)
          : { result: 'SKIPPED' as const, detail: row.outcome.skipped };
      const recorded = row.targetsOn && !row.targetsOn.includes(database) && judged.result !== 'SKIPPED';
      out.push(
        recorded
          ? {
              target,
              database,
              result: 'RECORDED',
              detail: `${judged.detail} (${judged.result === 'PASS' ? 'meets' : 'misses'} the target, which is set for ${row.targetsOn!.map((d) => DATABASE_LABELS[d]).join(' and ')})`,
            }
          : { target, database, ...judged },
      );
    }
  }
  return out;
}

/** What the background loads got while their rows were measured; empty when no row had one. */
export function backgroundTable(rows: readonly Row[]): string | undefined {
  const loaded = rows.filter((row) => row.background?.measured);
  if (loaded.length === 0) return undefined;
  return table(
    [
      { header: 'While measuring' },
      { header: 'Database' },
      { header: 'Background load' },
      { header: 'req/s', align: 'right' },
      { header: 'p50 (ms)', align: 'right' },
      { header: 'p99 (ms)', align: 'right' },
      { header: 'Errors' },
    ],
    loaded.map((row) => {
      const bg = row.background as NonNullable<Row['background']>;
      const m = bg.measured as Measurement;
      return [
        row.scenario,
        databaseLabel(row.database),
        `${bg.connections} clients \`${bg.method} ${bg.path}\``,
        integer(m.requestsPerSecond),
        ms(m.latencyP50Ms),
        ms(m.latencyP99Ms),
        problems(m),
      ];
    }),
  );
}

export function verdictTable(list: readonly Verdict[]): string {
  return table(
    [{ header: 'Target' }, { header: 'Database' }, { header: 'Verdict' }, { header: 'Measured' }],
    list.map((v) => [v.target, DATABASE_LABELS[v.database], `**${v.result}**`, v.detail]),
  );
}

/** Above this share of the CPU busy before the run, the report warns that the figures are depressed. */
export const BUSY_BEFORE = 0.2;

export function yardstickNote(rows: readonly Row[], busyBefore: number): string[] {
  const bare = yardstickOf(rows);
  if (!bare) return [];
  const lines = [
    `"vs bare Fastify" is req/s divided by the mean of the yardstick runs (${bare.runs.map(integer).join(' and ')} ` +
      `req/s, before and after the API runs: mean ${integer(bare.requestsPerSecond)}, spread ${percent(bare.spread)}).`,
    '',
  ];
  if (busyBefore > BUSY_BEFORE) {
    lines.push(
      `**Other work kept ${percent(busyBefore)} of the CPU busy just before the run: every figure is lower ` +
        'than on a quiet machine, and the ratios may be off too.**',
      '',
    );
  }
  if (bare.spread > NOISY_SPREAD) {
    lines.push(
      `**The yardstick runs differ by more than ${percent(NOISY_SPREAD)}: something else was using the CPU, ` +
        'so the ratios of this run are uncertain. Run again on a quiet machine before acting on them.**',
      '',
    );
  }
  return lines;
}
