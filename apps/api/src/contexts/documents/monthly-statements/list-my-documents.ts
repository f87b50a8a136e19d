import type { InvestmentReport } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { monthlyStatementsRepository } from './monthly-statements.repository.ts';

/**
 * GET /api/profile/documents: every document kept for the caller (her monthly statements, tax
 * certificates, and what the back office published), newest first, for Mis documentos. Each one
 * downloads through GET /api/portfolio/investment-report/{id}, which serves only the owner's.
 */
export async function listMyDocuments(ctx: AppContext, userId: string): Promise<InvestmentReport[]> {
  return (await monthlyStatementsRepository.documentsOf(ctx.db, userId)).map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
}
