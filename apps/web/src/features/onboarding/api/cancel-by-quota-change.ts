import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** PUT /api/onboarding/{id}/cancel-by-quota-value-change: the quota-changed dialog's CANCELAR SOLICITUD. */
export const cancelByQuotaChange = (id: string) =>
  callEndpoint(customersEndpoints.cancelOnboardingByQuotaChange, {
    params: { id },
    body: { onboardingId: id },
    silent: true,
  });
