import { currencySymbols, DomainError, type PayoutAccount } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { bankAccountViews } from '../customers/bank-account-view.ts';
import { customersRepository } from '../customers/customers.repository.ts';
import { payoutAccountOf } from './payout-account-of.ts';
import { payoutAccountsRepository } from './payout-accounts.repository.ts';

export const noHolding = () => new DomainError('NOT_FOUND', 'Aún no tienes una inversión en este fondo.');

/** GET /api/portfolio/{id}/bank-account: where the caller's holding in a fund is paid. */
export async function getPayoutAccount(ctx: AppContext, userId: string, productId: string) {
  return payoutAccountView(ctx, ctx.db, userId, productId);
}

/** The answer of the payout calls; `db` may be a transaction that has just changed it. */
export async function readPayout(db: Db, userId: string, productId: string) {
  const [holding] = await payoutAccountsRepository.holdings(db, userId, productId);
  if (!holding) throw noHolding();
  const accounts = await customersRepository.listBankAccounts(db, userId, true);
  const inUse = await customersRepository.ccisInUse(db, userId);
  return { holding, payout: payoutAccountOf(holding, accounts), inUse };
}

export async function payoutAccountView(
  ctx: AppContext,
  db: Db,
  userId: string,
  productId: string,
): Promise<PayoutAccount> {
  return viewOf(ctx, await readPayout(db, userId, productId));
}

/** Names of banks and account types come from the parameters, read with `ctx` outside any transaction. */
export async function viewOf(
  ctx: AppContext,
  { holding, payout, inUse }: Awaited<ReturnType<typeof readPayout>>,
): Promise<PayoutAccount> {
  const currency = holding.currency;
  const [account] = payout ? await bankAccountViews(ctx, [payout.account], inUse) : [];
  return {
    productId: holding.productId,
    productName: holding.productName,
    currency: { code: currency, symbol: currencySymbols[currency] },
    source: payout?.source ?? null,
    account: account ?? null,
  };
}
