import type { InvestorDocument } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { documentOf } from './document-view.ts';
import { investorDocumentsRepository } from './investor-documents.repository.ts';

/** GET /api/admin/documents?userId: the documents published for one investor, newest first. */
export async function listInvestorDocuments(ctx: AppContext, userId: string): Promise<InvestorDocument[]> {
  return (await investorDocumentsRepository.listOfUser(ctx.db, userId)).map(documentOf);
}
