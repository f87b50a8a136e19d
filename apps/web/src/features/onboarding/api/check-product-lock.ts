import { catalogueEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * GET /api/products/{id}/subscription/locked, requirements R4's product status check before creating the
 * onboarding: a locked product answers 423 PRODUCT_LOCKED with the message of the "stop" modal.
 */
export const checkProductLock = (productId: string) =>
  callEndpoint(catalogueEndpoints.checkProductLock, { params: { productId, type: 'subscription' } });
