import { customersEndpoints } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/onboarding/product/{id}: the quota value of the day and the R5 minimum with its message. */
export const fetchOnboardingProduct = (productId: string) =>
  callEndpoint(customersEndpoints.getOnboardingProduct, { params: { id: productId } });

export const onboardingProductQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['onboarding', 'product', productId],
    queryFn: () => fetchOnboardingProduct(productId),
    // The quota value changes once a day: a minute keeps it fresh enough while typing.
    staleTime: 60_000,
  });

export const useOnboardingProduct = (productId: string | undefined) =>
  useQuery({ ...onboardingProductQueryOptions(productId ?? ''), enabled: Boolean(productId) });
