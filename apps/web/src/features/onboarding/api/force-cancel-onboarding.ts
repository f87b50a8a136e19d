import { customersEndpoints } from '@invierte/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

/** PUT /api/onboarding/{id}/true: asks support to cancel (contract approved); it waits in WAITING_FOR_CANCEL. */
export const forceCancelOnboarding = (id: string) =>
  callEndpoint(customersEndpoints.askSupportToCancelOnboarding, { params: { id } });
