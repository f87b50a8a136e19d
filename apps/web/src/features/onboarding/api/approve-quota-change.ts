import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** requirements R3 "Reject quota change response": where the onboarding continues. */
export interface QuotaChangeStep {
  stepOnboarding: 1 | 2 | 3 | null;
  step: string;
}

/**
 * PATCH /api/onboarding/{id}/approve-change-quota-value: the investor accepts the new quota value.
 * Silent: requirements R8 only logs a failed approval, the caller still continues.
 */
export const approveQuotaChange = (id: string) =>
  callEndpoint(customersEndpoints.approveQuotaChange, { params: { id }, silent: true });
