import { catalogueEndpoints } from '@invierte/domain';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * GET /api/products/{id}/subscription/locked: whether the product takes new investments. A locked one
 * answers 423 PRODUCT_LOCKED with the message the "stop" modal shows (requirements R8).
 */
export const checkSubscriptionLock = (productId: string) =>
  callEndpoint(catalogueEndpoints.checkProductLock, { params: { productId, type: 'subscription' } });

export const useCheckSubscriptionLock = () => useMutation({ mutationFn: checkSubscriptionLock });
