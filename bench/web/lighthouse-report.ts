/** The Lighthouse figures of `npm run bench:web`: medians, the table and its section of docs/benchmarks.md. */
import { readFile, writeFile } from 'node:fs/promises';
import type { MachineInfo } from '../machine.ts';
import { table } from '../markdown.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;
export type Metric = keyof typeof METRICS;

/** One Lighthouse run of one page: category scores 0–100 and metric values (ms; CLS unitless). */
export interface PageRun {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Audits of the accessibility, best-practices and SEO categories that did not pass. */
  failed: string[];
}

export interface PageResult {
  path: string;
  runs: PageRun[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const metricText = (metric: Metric, value: number) =>
  metric === 'cumulative-layout-shift'
    ? value.toFixed(3)
    : metric === 'total-blocking-time'
      ? `${Math.round(value)} ms`
      : seconds(value);

export function resultsTable(results: readonly PageResult[]): string {
  const headers = ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO'];
  const metricHeaders = Object.values(METRICS);
  return table(
    [
      { header: headers[0] ?? '' },
      ...headers.slice(1).map((header) => ({ header, align: 'right' as const })),
      ...metricHeaders.map((header) => ({ header, align: 'right' as const })),
      { header: 'Performance per run' },
    ],
    results.map(({ path, runs }) => [
      `\`${path}\``,
      ...CATEGORIES.map((category) => String(median(runs.map((run) => run.scores[category])))),
      ...(Object.keys(METRICS) as Metric[]).map((metric) =>
        metricText(metric, median(runs.map((run) => run.metrics[metric]))),
      ),
      runs.map((run) => run.scores.performance).join(', '),
    ]),
  );
}

function failedAudits(results: readonly PageResult[]): string[] {
  return results.flatMap(({ path, runs }) => {
    const failed = [...new Set(runs.flatMap((run) => run.failed))];
    return failed.length > 0 ? [`- \`${path}\`: ${failed.join(', ')}`] : [];
  });
}

export const WEB_START =
  '<!-- bench:web:start (npm run bench:web rewrites everything up to the end marker) -->';
export const WEB_END = '<!-- bench:web:end -->';

export interface WebReport {
  date: Date;
  machine: MachineInfo;
  chromium: string;
  lighthouse: string;
  runsPerPage: number;
  results: PageResult[];
}

export function webSection(report: WebReport): string {
  const failed = failedAudits(report.results);
  return [
    WEB_START,
    '',
    '### Latest Lighthouse run',
    '',
    `Measured on ${report.date.toISOString().replace(/\.\d+Z$/, 'Z')} (UTC) with Lighthouse ${report.lighthouse}, ` +
      `${report.chromium}, Node.js ${report.machine.node}, ${report.machine.cores} cores ` +
      `(load average ${report.machine.loadAverage.map((n) => n.toFixed(2)).join(', ')} at the start). ` +
      `Mobile preset (simulated slow 4G, 4× CPU slowdown), medians of ${report.runsPerPage} runs per page.`,
    '',
    resultsTable(report.results),
    '',
    failed.length > 0
      ? 'Audits that did not pass (any run):'
      : 'Every accessibility, best-practices and SEO audit passed.',
    ...(failed.length > 0 ? ['', ...failed] : []),
    '',
    WEB_END,
  ].join('\n');
}

/** Rewrites the Lighthouse section of `file`, or appends it when the file has none yet. */
export async function writeWebReport(file: string, report: WebReport): Promise<void> {
  const section = webSection(report);
  const current = await readFile(file, 'utf8');
  const start = current.indexOf(WEB_START);
  const end = current.indexOf(WEB_END);
  const next =
    start !== -1 && end > start
      ? current.slice(0, start) + section + current.slice(end + WEB_END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(file, next);
}
