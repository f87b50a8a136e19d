import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/products/{id}/subscription/locked, requirements R4's product status check before creating the
 * onboarding: a locked product answers 423 PRODUCT_LOCKED with the message of the "stop" modal.
 */
export const checkProductLock = (productId: string) =>
  apiRequest<{ locked: false }>(`/api/products/${encodeURIComponent(productId)}/subscription/locked`);
