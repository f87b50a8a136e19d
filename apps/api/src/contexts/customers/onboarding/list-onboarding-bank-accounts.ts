import type { CustomerBankAccount } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { listBankAccounts } from '../customers/list-bank-accounts.ts';
import { loadOwnedOnboarding } from './onboarding-view.ts';

/**
 * GET /api/onboarding/linking/bank-account/{id}: the saved accounts the select-bank-account screen
 * offers for onboarding {id} — the caller's active accounts in the product's currency.
 */
export async function listOnboardingBankAccounts(
  ctx: AppContext,
  userId: string,
  onboardingId: string,
): Promise<CustomerBankAccount[]> {
  const { product } = await loadOwnedOnboarding(ctx.db, onboardingId, userId);
  return (await listBankAccounts(ctx, userId)).filter((a) => a.currency === product.currency);
}
