import {
  DomainError,
  type AttachBankAccountBody,
  type PayoutAccount,
  currencyLabel,
  currencyWords,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { lockActiveAccount } from '../customers/change-bank-account-status.ts';
import { noHolding, readPayout, viewOf } from './get-payout-account.ts';
import { payoutAccountsRepository } from './payout-accounts.repository.ts';

/** The account must be the caller's, active, and in the fund's currency; the holding must exist. */
export async function attachInTransaction(
  tx: Db,
  userId: string,
  productId: string,
  bankAccountId: string,
): Promise<void> {
  const account = await lockActiveAccount(tx, userId, bankAccountId);
  const holding = await payoutAccountsRepository.lockHolding(tx, userId, productId);
  if (!holding) throw noHolding();
  const [fund] = await payoutAccountsRepository.holdings(tx, userId, productId);
  if (fund && fund.currency !== account.currency) {
    const message = `Elige una cuenta en ${currencyLabel(currencyWords, fund.currency)}: es la moneda de ${fund.productName}.`;
    throw new DomainError('VALIDATION_ERROR', message, [{ field: 'bankAccountId', message }]);
  }
  await payoutAccountsRepository.attach(tx, holding.id, account.id);
}

/**
 * POST /api/customers/attach-bank-account: the caller chooses which of their accounts a fund's
 * rescues and earnings are paid to. The account is then "in use" and is kept (INACTIVE) if removed.
 */
export async function attachBankAccount(
  ctx: AppContext,
  userId: string,
  body: AttachBankAccountBody,
): Promise<PayoutAccount> {
  const read = await ctx.db.transaction(async (tx) => {
    await attachInTransaction(tx, userId, body.productId, body.bankAccountId);
    return readPayout(tx, userId, body.productId);
  });
  return viewOf(ctx, read);
}
