import type { CustomerProfile } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const customerProfileKey = ['customers', 'profile'] as const;

/** GET /api/customers/profile: the account, the sections and what the profile still lacks. */
export const customerProfileQueryOptions = () =>
  queryOptions({
    queryKey: customerProfileKey,
    queryFn: () => apiRequest<CustomerProfile>('/api/customers/profile'),
  });

export const useCustomerProfile = () => useQuery(customerProfileQueryOptions());
