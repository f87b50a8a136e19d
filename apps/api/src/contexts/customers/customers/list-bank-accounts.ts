import type { CustomerBankAccount } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { bankAccountViews } from './bank-account-view.ts';
import { customersRepository } from './customers.repository.ts';

/** GET /api/user/bankAccounts: the customer's active accounts, defaults first within each currency. */
export async function listBankAccounts(ctx: AppContext, userId: string): Promise<CustomerBankAccount[]> {
  const [rows, inUse] = await Promise.all([
    customersRepository.listBankAccounts(ctx.db, userId, true),
    customersRepository.ccisInUse(ctx.db, userId),
  ]);
  const views = await bankAccountViews(ctx, rows, inUse);
  return views.sort(
    (a, b) => a.currency.localeCompare(b.currency) || Number(b.isDefault) - Number(a.isDefault),
  );
}
