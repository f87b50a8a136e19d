import type { CreateOnboardingResponse } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/onboarding/create {productId} → 201 {_id}; refused with 400/409 while one is pending (requirements R8). */
export const createOnboarding = (productId: string) =>
  apiRequest<CreateOnboardingResponse>('/api/onboarding/create', { method: 'POST', body: { productId } });
