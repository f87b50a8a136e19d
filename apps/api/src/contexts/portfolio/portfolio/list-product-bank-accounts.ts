import type { CustomerBankAccount } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { listBankAccounts } from '../../customers/index.ts';
import { findVisibleProduct } from '../../catalogue/index.ts';

/**
 * GET /api/portfolio/{id}/bank-accounts and …/all-bank-accounts: the caller's active accounts where
 * a product's rescues and earnings can be paid — those in the product's currency, or all of them.
 */
export async function listProductBankAccounts(
  ctx: AppContext,
  userId: string,
  productId: string,
  scope: 'currency' | 'all',
): Promise<CustomerBankAccount[]> {
  const product = await findVisibleProduct(ctx, { id: productId });
  const accounts = await listBankAccounts(ctx, userId);
  return scope === 'all' ? accounts : accounts.filter((a) => a.currency === product.currency);
}
