import { DomainError, type InvestmentReport, type InvestorDocument } from '@invierte/domain';
import type { InvestorDocumentRow } from './investor-documents.repository.ts';

export const documentNotFound = () => new DomainError('NOT_FOUND', 'No encontramos ese documento.');

/** What the investor sees of one of their documents. */
export const reportOf = (row: InvestorDocumentRow): InvestmentReport => ({
  id: row.id,
  productId: row.productId,
  productName: row.productName,
  type: row.type,
  title: row.title,
  fileName: row.fileName,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

/** What the back office sees: also the owner, the checksum and who uploaded it. */
export const documentOf = (row: InvestorDocumentRow): InvestorDocument => ({
  ...reportOf(row),
  userId: row.userId,
  sha256: row.sha256,
  createdBy: row.createdBy,
});
