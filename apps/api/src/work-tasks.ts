import { backOfficeTasks } from './contexts/back-office/work-tasks.ts';
import { customersTasks } from './contexts/customers/work-tasks.ts';
import { documentsTasks } from './contexts/documents/work-tasks.ts';
import { identityTasks } from './contexts/identity/work-tasks.ts';
import { portfolioTasks } from './contexts/portfolio/work-tasks.ts';
import type { writeOutboxMessages } from './providers/mail/outbox-mail-provider.ts';
import { onDemand } from './shared/on-demand-task.ts';
import type { isReadablePdf } from './shared/readable-pdf.ts';

const readablePdf = onDemand<typeof isReadablePdf>(() =>
  import('./shared/readable-pdf.ts').then((m) => m.isReadablePdf),
);

/**
 * What the API's work pool runs (docs/decisions/0011), loaded on every pool thread by
 * shared/work-worker.mjs: each context's tasks (contexts/<c>/work-tasks.ts) and the platform's own.
 * Hashing is loaded with it, every other task on its first use. Each task takes one
 * structured-cloneable input and may block its thread for as long as it needs; that is the point of
 * the pool. The registry lives here, beside app.ts, because it gathers several contexts: shared/
 * imports none.
 */
export const tasks = {
  ...identityTasks,
  ...customersTasks,
  ...documentsTasks,
  ...portfolioTasks,
  ...backOfficeTasks,
  /** Uploaded files (deposit vouchers, review documents) said to be PDFs: does pdf.js read them? */
  isReadablePdf: ({ bytes }: { bytes: Uint8Array }): Promise<boolean> => readablePdf(Buffer.from(bytes)),
  /** Queued e-mails of the built-in provider, composed and written as .eml files. */
  writeOutboxMessages: onDemand<typeof writeOutboxMessages>(() =>
    import('./providers/mail/outbox-mail-provider.ts').then((m) => m.writeOutboxMessages),
  ),
};

export type WorkTasks = typeof tasks;
