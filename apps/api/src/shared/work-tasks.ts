import { hashPasswordSync, verifyPasswordSync } from '../modules/auth/password-hash.ts';
import type { MyData } from '../modules/customers/collect-my-data.ts';
import { renderMyDataPdf } from '../modules/customers/render-my-data-pdf.ts';
import { renderMovementsXlsx } from '../modules/movements/render-movements-xlsx.ts';
import { renderPortfolioDocument } from '../modules/statements/render-portfolio-document.ts';
import { isReadablePdf } from './readable-pdf.ts';
import { writeOutboxMessages } from '../providers/mail/outbox-mail-provider.ts';
import { readImportSheet } from './excel-import/read-sheet.ts';
import {
  renderContractDocument,
  renderSignatureCertificate,
} from '../modules/onboarding/signing/render-signing-pdf.ts';

/**
 * What the API's work pool runs (docs/decisions/0011), loaded on every pool thread by
 * work-worker.mjs: keep its imports to what the tasks need. Each task takes one structured-cloneable
 * input and may block its thread for as long as it needs; that is the point of the pool.
 */
export const tasks = {
  hashPassword: ({ password }: { password: string }): string => hashPasswordSync(password),
  verifyPassword: ({ password, stored }: { password: string; stored: string }): boolean =>
    verifyPasswordSync(password, stored),
  renderMyDataPdf: (data: MyData): Promise<Uint8Array> => renderMyDataPdf(data),
  renderContractDocument,
  renderSignatureCertificate,
  renderPortfolioDocument,
  renderMovementsXlsx,
  /** An uploaded import file's sheet as plain values (shared/excel-import). */
  readImportSheet,
  /** Uploaded files (deposit vouchers, review documents) said to be PDFs: does pdf.js read them? */
  isReadablePdf: ({ bytes }: { bytes: Uint8Array }): Promise<boolean> => isReadablePdf(Buffer.from(bytes)),
  /** Queued e-mails of the built-in provider, composed and written as .eml files. */
  writeOutboxMessages,
};

export type WorkTasks = typeof tasks;
