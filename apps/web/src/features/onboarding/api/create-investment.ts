import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * POST /api/onboarding/create-invesment {productId} → 201 {_id}: a participant's further subscription,
 * its KYC carried over from what they already gave; refused like create while one is pending.
 */
export const createInvestment = (productId: string) =>
  callEndpoint(customersEndpoints.createParticipantInvestment, { body: { productId } });
