import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/onboarding/create {productId} → 201 {_id}; refused with 400/409 while one is pending (requirements R8). */
export const createOnboarding = (productId: string) =>
  callEndpoint(customersEndpoints.createOnboarding, { body: { productId } });
