import { createHash, randomUUID } from 'node:crypto';
import {
  addDays,
  DomainError,
  limaMidnight,
  monthBounds,
  monthInWords,
  type InvestorDocumentType,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { storeFiles } from '../../../shared/store-files.ts';
import { renderMonthlyStatement } from './monthly-statement-pdf.ts';
import { monthlyStatementEmail } from './monthly-statement-email.ts';
import { monthlyStatementsRepository as repo, type ClaimedRun } from './monthly-statements.repository.ts';
import {
  collectTaxCertificate,
  taxCertificateFileName,
  taxCertificateTitle,
} from './tax-certificate-data.ts';

/** A run whose lease ran out and that another process finished meanwhile: this one's work is undone. */
class AlreadyDone extends Error {}

export interface MonthlyStatementsResult {
  /** Statements this process stored in the investors' documents. */
  stored: number;
  /** Of them, the ones e-mailed (the investor did not turn the e-mail off). */
  emailed: number;
}

/**
 * The monthly statements of `period` (`YYYY-MM`), decision 0039: every process may run this at once.
 * It inserts one run per participant of the month, leaving existing ones alone; then it claims runs
 * one by one (`FOR UPDATE SKIP LOCKED` and a lease), writes the investor's statement PDF (and, for
 * December, the year's tax certificate), stores it in her documents and queues its e-mail in the
 * transaction that marks the run done. So each investor gets one statement and at most one e-mail a
 * month, whichever process does it, and running it again does nothing.
 */
export async function runMonthlyStatements(
  ctx: AppContext,
  period: string,
  options: { stopped?: () => boolean } = {},
): Promise<MonthlyStatementsResult> {
  const { from, to } = monthBounds(period);
  await repo.insertDueRuns(ctx.db, period, limaMidnight(from), limaMidnight(addDays(to, 1)));
  const result: MonthlyStatementsResult = { stored: 0, emailed: 0 };
  // A process that is closing stops between statements; what it leaves is another's (or its next start's).
  while (!options.stopped?.()) {
    const run = await repo.claimOne(ctx.db, period, ctx.now());
    if (!run) return result;
    const emailed = await writeStatement(ctx, run, period, { from, to }).catch((error: unknown) => {
      if (error instanceof AlreadyDone) return undefined;
      throw error;
    });
    if (emailed === undefined) continue;
    result.stored++;
    if (emailed) result.emailed++;
  }
  return result;
}

interface NewDocument {
  id: string;
  type: InvestorDocumentType;
  title: string;
  fileName: string;
  file: { key: string; bytes: Buffer };
}

const pdfDocument = (
  userId: string,
  type: InvestorDocumentType,
  title: string,
  fileName: string,
  bytes: Uint8Array,
): NewDocument => {
  const id = randomUUID();
  return {
    id,
    type,
    title,
    fileName,
    file: { key: `investor-documents/${userId}/${id}.pdf`, bytes: Buffer.from(bytes) },
  };
};

/** Writes one claimed run; whether its e-mail was queued. */
async function writeStatement(
  ctx: AppContext,
  run: ClaimedRun,
  period: string,
  bounds: { from: string; to: string },
): Promise<boolean> {
  const recipient = await repo.recipient(ctx.db, run.userId);
  if (!recipient) throw new Error(`statement run ${run.id} has no user`);
  const statement = pdfDocument(
    run.userId,
    'ACCOUNT_STATEMENT',
    `Estado de cuenta de ${monthInWords(period)}`,
    `estado-de-cuenta-${period}.pdf`,
    await renderMonthlyStatement(ctx, { userId: run.userId, ...bounds }),
  );
  const documents = [statement];
  // December's run, sent in January, carries the year's tax certificate when she rescued that year.
  const year = Number(period.slice(0, 4));
  const certificate = period.endsWith('-12') ? await taxCertificateOfYear(ctx, run.userId, year) : undefined;
  if (certificate) documents.push(certificate);

  const at = ctx.now();
  return storeFiles(
    ctx.storage,
    documents.map((d) => ({ key: d.file.key, content: d.file.bytes })),
    () =>
      ctx.db.transaction(async (tx) => {
        for (const d of documents)
          await repo.insertDocument(tx, {
            id: d.id,
            userId: run.userId,
            productId: null,
            type: d.type,
            title: d.title,
            fileKey: d.file.key,
            fileName: d.fileName,
            contentType: 'application/pdf',
            size: d.file.bytes.length,
            sha256: createHash('sha256').update(d.file.bytes).digest('hex'),
            createdBy: null,
            createdAt: at,
          });
        const email = recipient.monthlyEmail;
        if (!(await repo.markDone(tx, run.id, { documentId: statement.id, emailed: email, at })))
          throw new AlreadyDone();
        if (email) {
          const attachment = (d: NewDocument) => ({
            key: d.file.key,
            filename: d.fileName,
            contentType: 'application/pdf',
          });
          await ctx.mail.queue(tx, [
            monthlyStatementEmail({
              to: recipient.email,
              name: recipient.name,
              period,
              publicUrl: ctx.config.publicUrl,
              statement: attachment(statement),
              taxCertificate: certificate ? { year, file: attachment(certificate) } : undefined,
            }),
          ]);
        }
        return email;
      }),
  );
}

/** The year's tax certificate as a new document, or undefined when she had no rescue that year. */
async function taxCertificateOfYear(
  ctx: AppContext,
  userId: string,
  year: number,
): Promise<NewDocument | undefined> {
  if (await repo.taxCertificateOf(ctx.db, userId, taxCertificateTitle(year))) return undefined;
  const data = await collectTaxCertificate(ctx, userId, year).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  });
  if (!data) return undefined;
  return pdfDocument(
    userId,
    'TAX_CERTIFICATE',
    taxCertificateTitle(year),
    taxCertificateFileName(year),
    await ctx.work.run('renderTaxCertificate', data),
  );
}
