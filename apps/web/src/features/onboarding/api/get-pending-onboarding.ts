import type { PendingOnboardingResponse } from '@invierte/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/onboarding/pending?productId=: the onboarding in flight and the server's reaction to it
 * (the domain's `pendingOnboardingReaction`), so the web shows the same dialog the API refused with.
 */
export const getPendingOnboarding = (productId: string) =>
  apiRequest<PendingOnboardingResponse>(
    `/api/onboarding/pending?productId=${encodeURIComponent(productId)}`,
    { silent: true },
  );
