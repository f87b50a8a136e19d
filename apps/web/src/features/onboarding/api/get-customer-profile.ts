import { customersEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * GET /api/customers/profile: the customer's current data, which prefills a new onboarding's step-1
 * screens (docs/decisions/0015). Silent: without it the screens simply start empty.
 */
export const customerProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['customers', 'profile'],
    queryFn: () => callEndpoint(customersEndpoints.getCustomerProfile, { silent: true }),
  });

export const useCustomerProfile = (enabled: boolean) =>
  useQuery({ ...customerProfileQueryOptions(), enabled });
