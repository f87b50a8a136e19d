import type { CreateOnboardingResponse } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/onboarding/create-invesment {productId} → 201 {_id}: a participant's further subscription,
 * its KYC carried over from what they already gave; refused like create while one is pending.
 */
export const createInvestment = (productId: string) =>
  apiRequest<CreateOnboardingResponse>('/api/onboarding/create-invesment', {
    method: 'POST',
    body: { productId },
  });
