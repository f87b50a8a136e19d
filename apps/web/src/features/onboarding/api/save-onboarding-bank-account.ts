import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * POST /api/onboarding/{id}/customers/bank-accounts: the account just saved in step 1 joins the
 * customer's accounts (idempotent per CCI). Silent: the onboarding goes on if it fails.
 */
export const saveOnboardingBankAccount = (onboardingId: string) =>
  callEndpoint(customersEndpoints.saveOnboardingBankAccountToProfile, {
    params: { id: onboardingId },
    silent: true,
  });
