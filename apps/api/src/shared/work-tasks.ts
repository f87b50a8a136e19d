import { hashPasswordSync, verifyPasswordSync } from '../contexts/identity/auth/password-hash.ts';
import type { renderMyDataPdf } from '../contexts/customers/customers/render-my-data-pdf.ts';
import type { renderMovementsXlsx } from '../contexts/portfolio/movements/render-movements-xlsx.ts';
import type {
  renderContractDocuments,
  renderSignatureCertificate,
} from '../contexts/customers/onboarding/signing/render-signing-pdf.ts';
import type { renderPortfolioDocument } from '../contexts/documents/statements/render-portfolio-document.ts';
import type { writeOutboxMessages } from '../providers/mail/outbox-mail-provider.ts';
import type { readImportSheet } from '../contexts/back-office/excel-import/read-sheet.ts';
import type { isReadablePdf } from './readable-pdf.ts';

type Task = (input: never) => unknown;

/**
 * A task whose module is imported on its first run on this thread, not when the thread starts:
 * the document and spreadsheet libraries took a pool thread 1.7 s to load against 0.2 s for hashing
 * alone, and every API start (hundreds in the tests) starts a thread that may never render a page.
 */
function onDemand<F extends Task>(load: () => Promise<F>) {
  let loaded: Promise<F> | undefined;
  return async (input: Parameters<F>[0]): Promise<Awaited<ReturnType<F>>> =>
    (await (loaded ??= load()))(input as never) as Awaited<ReturnType<F>>;
}

const readablePdf = onDemand<typeof isReadablePdf>(() =>
  import('./readable-pdf.ts').then((m) => m.isReadablePdf),
);

/**
 * What the API's work pool runs (docs/decisions/0011), loaded on every pool thread by
 * work-worker.mjs: hashing is loaded with it, every other task on its first use. Each task takes one
 * structured-cloneable input and may block its thread for as long as it needs; that is the point of
 * the pool.
 */
export const tasks = {
  hashPassword: ({ password }: { password: string }): string => hashPasswordSync(password),
  verifyPassword: ({ password, stored }: { password: string; stored: string }): boolean =>
    verifyPasswordSync(password, stored),
  renderMyDataPdf: onDemand<typeof renderMyDataPdf>(() =>
    import('../contexts/customers/customers/render-my-data-pdf.ts').then((m) => m.renderMyDataPdf),
  ),
  renderContractDocuments: onDemand<typeof renderContractDocuments>(() =>
    import('../contexts/customers/onboarding/signing/render-signing-pdf.ts').then(
      (m) => m.renderContractDocuments,
    ),
  ),
  renderSignatureCertificate: onDemand<typeof renderSignatureCertificate>(() =>
    import('../contexts/customers/onboarding/signing/render-signing-pdf.ts').then(
      (m) => m.renderSignatureCertificate,
    ),
  ),
  renderPortfolioDocument: onDemand<typeof renderPortfolioDocument>(() =>
    import('../contexts/documents/statements/render-portfolio-document.ts').then(
      (m) => m.renderPortfolioDocument,
    ),
  ),
  renderMovementsXlsx: onDemand<typeof renderMovementsXlsx>(() =>
    import('../contexts/portfolio/movements/render-movements-xlsx.ts').then((m) => m.renderMovementsXlsx),
  ),
  /** An uploaded import file's sheet as plain values (contexts/back-office/excel-import). */
  readImportSheet: onDemand<typeof readImportSheet>(() =>
    import('../contexts/back-office/excel-import/read-sheet.ts').then((m) => m.readImportSheet),
  ),
  /** Uploaded files (deposit vouchers, review documents) said to be PDFs: does pdf.js read them? */
  isReadablePdf: ({ bytes }: { bytes: Uint8Array }): Promise<boolean> => readablePdf(Buffer.from(bytes)),
  /** Queued e-mails of the built-in provider, composed and written as .eml files. */
  writeOutboxMessages: onDemand<typeof writeOutboxMessages>(() =>
    import('../providers/mail/outbox-mail-provider.ts').then((m) => m.writeOutboxMessages),
  ),
};

export type WorkTasks = typeof tasks;
