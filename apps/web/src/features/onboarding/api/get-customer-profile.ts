import type { CustomerProfile } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/customers/profile: the customer's current data, which prefills a new onboarding's step-1
 * screens (docs/decisions/0015). Silent: without it the screens simply start empty.
 */
export const customerProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['customers', 'profile'],
    queryFn: () => apiRequest<CustomerProfile>('/api/customers/profile', { silent: true }),
  });

export const useCustomerProfile = (enabled: boolean) =>
  useQuery({ ...customerProfileQueryOptions(), enabled });
