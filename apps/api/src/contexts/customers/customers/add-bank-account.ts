import type { BankAccountPart, BankAccountRequest, CustomerBankAccount } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { bankAccountViews } from './bank-account-view.ts';
import { checkBankAccount, duplicateCci } from './check-bank-account.ts';
import { customersRepository, type BankAccountRow } from './customers.repository.ts';

/**
 * POST /api/customers/bank-accounts: a new account. The first active one of a currency becomes its
 * default; `isDefault: true` takes the default from the current one. The customer's row is locked
 * meanwhile, so two parallel adds never leave two defaults (the partial unique index backs it up).
 */
export async function addBankAccount(
  ctx: AppContext,
  userId: string,
  body: BankAccountRequest,
): Promise<CustomerBankAccount> {
  const account = await checkBankAccount(ctx, body);
  try {
    const row = await ctx.db.transaction((tx) =>
      insertBankAccount(tx, userId, account, body.isDefault === true, ctx.now()),
    );
    const [view] = await bankAccountViews(ctx, [row], new Set());
    return view!;
  } catch (error) {
    throw duplicateCci(error) ?? error;
  }
}

/** The insert of a checked account inside the caller's transaction, with the default rule above. */
export async function insertBankAccount(
  tx: Db,
  userId: string,
  account: BankAccountPart,
  wantsDefault: boolean,
  at: Date,
): Promise<BankAccountRow> {
  await customersRepository.lockCustomer(tx, userId);
  const active = await customersRepository.listBankAccounts(tx, userId, true);
  const isDefault = wantsDefault || !active.some((a) => a.currency === account.currency);
  if (isDefault) await customersRepository.clearDefault(tx, userId, account.currency, at);
  return customersRepository.insertBankAccount(tx, {
    ...account,
    userId,
    isDefault,
    status: 'ACTIVE',
    createdAt: at,
    updatedAt: at,
  });
}
