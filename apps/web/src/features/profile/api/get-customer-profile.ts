import { customersEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export const customerProfileKey = ['customers', 'profile'] as const;

/** GET /api/customers/profile: the account, the sections and what the profile still lacks. */
export const customerProfileQueryOptions = () =>
  queryOptions({
    queryKey: customerProfileKey,
    queryFn: () => callEndpoint(customersEndpoints.getCustomerProfile),
  });

export const useCustomerProfile = () => useQuery(customerProfileQueryOptions());
