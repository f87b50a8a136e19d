import type { CustomerBanners } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { customersRepository } from './customers.repository.ts';
import { getCustomerProfile } from './get-customer-profile.ts';

/**
 * GET /api/customers/banners: which of SPEC §2's banners the interesado layout shows, decided here so
 * the web only draws them. Profile completion: the first missing requirement. Bank account: the first
 * product the customer holds an investment in whose currency has no active account. Approval pending:
 * an onboarding waiting for the back office. (The "verifying your transfer" banner belongs to the
 * deposit slice.)
 */
export async function getCustomerBanners(ctx: AppContext, userId: string): Promise<CustomerBanners> {
  const [profile, invested, accounts, inReview] = await Promise.all([
    getCustomerProfile(ctx, userId),
    customersRepository.investedProducts(ctx.db, userId),
    customersRepository.listBankAccounts(ctx.db, userId, true),
    customersRepository.onboardingInReview(ctx.db, userId),
  ]);
  const currencies = new Set(accounts.map((a) => a.currency));
  const unpaid = invested.find((p) => !currencies.has(p.currency));
  return {
    profile:
      profile.completion.missing && profile.completion.path
        ? { missing: profile.completion.missing, path: profile.completion.path }
        : null,
    bankAccount: unpaid
      ? {
          productId: unpaid.id,
          productName: unpaid.name,
          currency: unpaid.currency,
          path: `/portafolio/${encodeURIComponent(unpaid.type)}/${unpaid.currency}?deposit=1`,
        }
      : null,
    approvalPending: inReview ? { productName: inReview.productName, state: inReview.state } : null,
  };
}
