import { customersEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/call-endpoint';

export const depositKey = (id: string) => ['onboarding', id, 'deposit'] as const;

/** GET /api/onboarding/deposit/{id}: the amount, the fund's accounts, the registered transfer and vouchers. */
export const depositQueryOptions = (id: string) =>
  queryOptions({
    queryKey: depositKey(id),
    queryFn: () => callEndpoint(customersEndpoints.getOnboardingDeposit, { params: { id } }),
  });

export const useDeposit = (id: string) => useQuery(depositQueryOptions(id));
