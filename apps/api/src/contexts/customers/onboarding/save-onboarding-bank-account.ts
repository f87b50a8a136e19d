import { DomainError, type CustomerBankAccount } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { addBankAccount } from '../customers/add-bank-account.ts';
import { listBankAccounts } from '../customers/list-bank-accounts.ts';
import { loadOwnedOnboarding } from './onboarding-view.ts';

/**
 * POST /api/onboarding/{id}/customers/bank-accounts (requirements R7): the bank account saved in the
 * onboarding's bank-account part joins the customer's accounts, so the next onboarding offers it
 * (select-bank-account) and the profile lists it. Idempotent: an active account with the same CCI is
 * answered as it is. Another customer's onboarding answers 404.
 */
export async function saveOnboardingBankAccount(
  ctx: AppContext,
  userId: string,
  onboardingId: string,
): Promise<CustomerBankAccount> {
  const { parts } = await loadOwnedOnboarding(ctx.db, onboardingId, userId);
  const part = parts.get('bankAccount');
  if (!part) throw new DomainError('CONFLICT', 'Primero registra la cuenta bancaria de tu solicitud.');
  const existing = (await listBankAccounts(ctx, userId)).find((a) => a.cci === part.cci);
  if (existing) return existing;
  return addBankAccount(ctx, userId, {
    bank: String(part.bank),
    accountType: String(part.accountType),
    currency: part.currency === 'USD' ? 'USD' : 'PEN',
    accountNumber: String(part.accountNumber),
    cci: String(part.cci),
  });
}
