import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** PUT /api/admin/onboarding/support/{id}/cancel: support carries out the investor's cancellation. */
export const cancelBySupport = (id: string) =>
  callEndpoint(customersEndpoints.cancelOnboardingBySupport, { params: { id }, body: {} });
