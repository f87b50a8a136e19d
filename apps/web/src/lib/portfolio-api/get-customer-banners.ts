import type { CustomerBanners } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export const customerBannersKey = ['customers', 'banners'] as const;

/** GET /api/customers/banners: which of requirements R2's banners the portfolio shows. */
export const customerBannersQueryOptions = () =>
  queryOptions({
    queryKey: customerBannersKey,
    queryFn: () => apiRequest<CustomerBanners>('/api/customers/banners', { silent: true }),
    staleTime: 60_000,
  });

export const useCustomerBanners = () => useQuery(customerBannersQueryOptions());
