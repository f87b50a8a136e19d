import { PassThrough, type Readable, type Writable } from 'node:stream';
import { limaDate, reportDefinition, type ReportName, type ReportQuery } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { letterReport } from './letter-report.ts';
import { onboardingReport } from './onboarding-report.ts';
import { participantReport } from './participant-report.ts';
import { plaftReport } from './plaft-report.ts';
import type { ReportSource } from './report-source.ts';
import { writeReportXlsx } from './report-xlsx.ts';
import { privateUserReport, userInterestedReport, userParticipantReport } from './user-reports.ts';

type Start = (
  ctx: AppContext,
  query: ReportQuery,
  output: Writable,
  now: Date,
) => Promise<() => Promise<{ rows: number }>>;

/**
 * Reads the source's first page, then hands back the writing of the whole file (that page first). The
 * first page is read before the response starts, so a failing query is an ordinary error response.
 */
const starter =
  <R>(source: ReportSource<R>): Start =>
  async (ctx, query, output, now) => {
    const pages = source.batches(ctx, query)[Symbol.asyncIterator]();
    const first = await pages.next();
    async function* all() {
      if (first.done) return;
      yield first.value;
      for (;;) {
        const next = await pages.next();
        if (next.done) return;
        yield next.value;
      }
    }
    return () => writeReportXlsx(output, source.sheetName, source.columns, all(), now);
  };

const sources: Record<ReportName, Start> = {
  onboarding: starter(onboardingReport),
  plaft: starter(plaftReport),
  participant: starter(participantReport),
  'user-participant': starter(userParticipantReport),
  'user-interested': starter(userInterestedReport),
  'private-user': starter(privateUserReport),
  letter: starter(letterReport),
};

export interface StartedReport {
  fileName: string;
  stream: Readable;
  /** Settles when the file is written (or the client left); rejects when writing failed. */
  done: Promise<{ rows: number }>;
}

/**
 * GET /api/admin/reports/{report}: starts the report's .xlsx and answers its stream at once. The
 * first page of rows is read before answering, so a failing query is an ordinary error response;
 * later pages are read as the file is written (docs/back-office.md, "Excel reports"). A report
 * without a date filter ignores `from`/`to`.
 */
export async function startReport(
  ctx: AppContext,
  name: ReportName,
  query: ReportQuery,
): Promise<StartedReport> {
  const definition = reportDefinition(name);
  const now = ctx.now();
  const output = new PassThrough();
  const write = await sources[name](ctx, definition.dateFilter ? query : {}, output, now);
  const done = write().catch((error: unknown) => {
    // Headers are gone: all that is left is to break the download so it is not taken for complete.
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  const range =
    definition.dateFilter && (query.from || query.to)
      ? `-${query.from ?? 'inicio'}-a-${query.to ?? 'hoy'}`
      : '';
  return { fileName: `${definition.fileStem}${range}-${limaDate(now)}.xlsx`, stream: output, done };
}
