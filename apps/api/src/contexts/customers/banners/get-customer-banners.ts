import {
  requestStrip,
  type ContractState,
  type CustomerBanners,
  type OnboardingState,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { getCustomerProfile } from '../customers/get-customer-profile.ts';
import { listProductsWithoutAccount } from '../payout-accounts/list-products-without-account.ts';
import { getWaitingNotices } from '../waiting-notices/get-waiting-notices.ts';
import { bannersRepository } from './banners.repository.ts';

/**
 * GET /api/customers/banners: which of requirements R2's banners the interesado layout shows, decided here so
 * the web only draws them. Profile completion: the first missing requirement. Bank account: the first
 * product the customer holds with nowhere to be paid (GET /api/portfolio/product-without-bank-account). Request: the
 * open onboarding, whose strip (`requestStrip`) says what she waits for and what she does next, with
 * the back office's waiting text when she waits on it (answered here rather than by GET
 * /api/onboarding/pending, whose 404 for "none" every customer without an onboarding would otherwise
 * log on each visit).
 */
export async function getCustomerBanners(ctx: AppContext, userId: string): Promise<CustomerBanners> {
  const [profile, [unpaid], open] = await Promise.all([
    getCustomerProfile(ctx, userId),
    listProductsWithoutAccount(ctx, userId),
    bannersRepository.openRequest(ctx.db, userId),
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
    request: open ? await openRequestOf(ctx, open) : null,
  };
}

async function openRequestOf(
  ctx: AppContext,
  row: { onboardingId: string; productName: string; state: OnboardingState; contractState: ContractState },
): Promise<NonNullable<CustomerBanners['request']>> {
  const request = {
    onboardingId: row.onboardingId,
    productName: row.productName,
    state: row.state,
    contractState: row.contractState,
  };
  const waiting = requestStrip(request)?.waiting;
  return { ...request, waitingText: waiting ? (await getWaitingNotices(ctx))[waiting] : null };
}
