import type { AppContext } from '../../../context.ts';
import { productsRepository } from './products.repository.ts';

/** The caller's movements still waiting for approval (drives the "approval pending" strip). */
export async function listPendingTransactions(ctx: AppContext, userId: string) {
  const rows = await productsRepository.pendingMovements(ctx.db, userId);
  return { count: rows.length, items: rows.map((r) => ({ ...r, currency: r.currency })) };
}
