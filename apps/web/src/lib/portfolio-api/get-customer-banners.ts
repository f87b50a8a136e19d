import { customersEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

export const customerBannersKey = ['customers', 'banners'] as const;

/** GET /api/customers/banners: which of requirements R2's banners the portfolio shows. */
export const customerBannersQueryOptions = () =>
  queryOptions({
    queryKey: customerBannersKey,
    queryFn: () => callEndpoint(customersEndpoints.getCustomerBanners, { silent: true }),
    staleTime: 60_000,
  });

export const useCustomerBanners = () => useQuery(customerBannersQueryOptions());
