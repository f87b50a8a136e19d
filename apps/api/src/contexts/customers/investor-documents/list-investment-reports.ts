import { DomainError, type InvestmentReport } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { reportOf } from './document-view.ts';
import { investorDocumentsRepository } from './investor-documents.repository.ts';

/**
 * GET /api/portfolio/{id}/investment-reports: the documents the back office published for the
 * caller about fund {id} and about their whole account (`productId` null), newest first (none is an
 * empty list; an unknown fund is 404).
 */
export async function listInvestmentReports(
  ctx: AppContext,
  userId: string,
  productId: string,
): Promise<InvestmentReport[]> {
  if (!(await investorDocumentsRepository.productExists(ctx.db, productId)))
    throw new DomainError('NOT_FOUND', 'No encontramos ese fondo.');
  return (await investorDocumentsRepository.listOfUser(ctx.db, userId, productId)).map(reportOf);
}
