import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/products/{id}/subscription/locked: whether the product takes new investments. A locked one
 * answers 423 PRODUCT_LOCKED with the message the "stop" modal shows (requirements R8).
 */
export const checkSubscriptionLock = (productId: string) =>
  apiRequest<{ locked: false }>(`/api/products/${encodeURIComponent(productId)}/subscription/locked`);

export const useCheckSubscriptionLock = () => useMutation({ mutationFn: checkSubscriptionLock });
