import { currencySymbols, type ProductWithoutBankAccount } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { customersRepository } from '../customers/customers.repository.ts';
import { payoutAccountOf, registerAccountPath } from './payout-account-of.ts';
import { payoutAccountsRepository } from './payout-accounts.repository.ts';

/** GET /api/portfolio/product-without-bank-account: the funds held that have nowhere to be paid. */
export async function listProductsWithoutAccount(
  ctx: AppContext,
  userId: string,
): Promise<ProductWithoutBankAccount[]> {
  const [holdings, accounts] = await Promise.all([
    payoutAccountsRepository.holdings(ctx.db, userId),
    customersRepository.listBankAccounts(ctx.db, userId, true),
  ]);
  return holdings
    .filter((h) => payoutAccountOf(h, accounts) === null)
    .map((h) => {
      const currency = h.currency;
      return {
        productId: h.productId,
        productName: h.productName,
        productType: h.productType,
        currency: { code: currency, symbol: currencySymbols[currency] },
        path: registerAccountPath(h),
      };
    });
}
