import { DomainError, type BankAccountRequest, type PayoutAccount } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { insertBankAccount } from '../customers/add-bank-account.ts';
import { checkBankAccount, duplicateCci } from '../customers/check-bank-account.ts';
import { productsRepository } from '../../catalogue/index.ts';
import { attachInTransaction } from './attach-bank-account.ts';
import { readPayout, viewOf } from './get-payout-account.ts';

/**
 * POST /api/portfolio/{id}/register-bank-account (the requirements R2 banner's ?deposit=1 form): a new
 * account in the fund's currency, registered and chosen for that fund in one transaction.
 */
export async function registerProductBankAccount(
  ctx: AppContext,
  userId: string,
  productId: string,
  body: BankAccountRequest,
): Promise<PayoutAccount> {
  const product = await productsRepository.findById(ctx.db, productId);
  if (product && product.currency !== body.currency) {
    const message = `La cuenta debe estar en la moneda de ${product.name} (${product.currency}).`;
    throw new DomainError('VALIDATION_ERROR', message, [{ field: 'body.currency', message }]);
  }
  const account = await checkBankAccount(ctx, body);
  try {
    const read = await ctx.db.transaction(async (tx) => {
      const row = await insertBankAccount(tx, userId, account, body.isDefault === true, ctx.now());
      await attachInTransaction(tx, userId, productId, row.id);
      return readPayout(tx, userId, productId);
    });
    return viewOf(ctx, read);
  } catch (error) {
    throw duplicateCci(error) ?? error;
  }
}
