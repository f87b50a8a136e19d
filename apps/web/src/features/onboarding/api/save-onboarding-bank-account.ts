import type { CustomerBankAccount } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/onboarding/{id}/customers/bank-accounts: the account just saved in step 1 joins the
 * customer's accounts (idempotent per CCI). Silent: the onboarding goes on if it fails.
 */
export const saveOnboardingBankAccount = (onboardingId: string) =>
  apiRequest<CustomerBankAccount>(
    `/api/onboarding/${encodeURIComponent(onboardingId)}/customers/bank-accounts`,
    { method: 'POST', silent: true },
  );
