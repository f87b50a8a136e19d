import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * PATCH /api/onboarding/{id}/reject-change-quota-value: the investor keeps the amount; the quotas
 * follow the new value. Not silent: the quota-changed dialog shows the refusal's variant.
 */
export const rejectQuotaChange = (id: string) =>
  callEndpoint(customersEndpoints.rejectQuotaChange, { params: { id }, silent: true });
