import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * GET /api/onboarding/pending?productId=: the onboarding in flight and the server's reaction to it
 * (the domain's `pendingOnboardingReaction`), so the web shows the same dialog the API refused with.
 */
export const getPendingOnboarding = (productId: string) =>
  callEndpoint(customersEndpoints.getPendingOnboarding, { query: { productId }, silent: true });
