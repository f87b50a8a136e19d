import { DomainError, type AdminPortfolioInvestor } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { adminPortfolioRepository } from './admin-portfolio.repository.ts';

/** The investor whose portfolio is asked for; an unknown id or an administrator is 404. */
export async function findInvestor(db: Db, userId: string): Promise<AdminPortfolioInvestor> {
  const row = await adminPortfolioRepository.investor(db, userId);
  if (!row || row.profile === 'ADMIN')
    throw new DomainError('NOT_FOUND', 'No encontramos a ese inversionista.');
  return {
    id: row.id,
    name: [row.name, row.lastName, row.secondLastName].filter(Boolean).join(' '),
    email: row.email,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    profile: row.profile,
  };
}
