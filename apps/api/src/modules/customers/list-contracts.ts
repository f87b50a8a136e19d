import type { CustomerContract } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { customersRepository } from './customers.repository.ts';

/** GET /api/user/contracts: the contracts generated for the customer's onboardings, newest first. */
export async function listContracts(ctx: AppContext, userId: string): Promise<CustomerContract[]> {
  const rows = await customersRepository.listContracts(ctx.db, userId);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), signed: Boolean(r.signed) }));
}
