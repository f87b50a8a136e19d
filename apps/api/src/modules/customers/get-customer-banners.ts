import type { CustomerBanners } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { listProductsWithoutAccount } from '../payout-accounts/list-products-without-account.ts';
import { customersRepository } from './customers.repository.ts';
import { getCustomerProfile } from './get-customer-profile.ts';

/**
 * GET /api/customers/banners: which of SPEC §2's banners the interesado layout shows, decided here so
 * the web only draws them. Profile completion: the first missing requirement. Bank account: the first
 * product the customer holds with nowhere to be paid (GET /api/portfolio/product-without-bank-account). Approval pending:
 * an onboarding waiting for the back office's approval. Verifying transfer: one whose deposit the
 * back office checks (answered here rather than by GET /api/onboarding/pending, whose 404 for "none"
 * every customer without an onboarding would otherwise log on each visit).
 */
export async function getCustomerBanners(ctx: AppContext, userId: string): Promise<CustomerBanners> {
  const [profile, [unpaid], inReview] = await Promise.all([
    getCustomerProfile(ctx, userId),
    listProductsWithoutAccount(ctx, userId),
    customersRepository.onboardingWithBackOffice(ctx.db, userId),
  ]);
  return {
    profile:
      profile.completion.missing && profile.completion.path
        ? { missing: profile.completion.missing, path: profile.completion.path }
        : null,
    bankAccount: unpaid
      ? {
          productId: unpaid.productId,
          productName: unpaid.productName,
          currency: unpaid.currency.code,
          path: unpaid.path,
        }
      : null,
    approvalPending:
      inReview?.state === 'WAITING_FOR_APPROVAL'
        ? { productName: inReview.productName, state: inReview.state }
        : null,
    verifyingTransfer: inReview?.state === 'IN_VERIFICATION' ? { productName: inReview.productName } : null,
  };
}
