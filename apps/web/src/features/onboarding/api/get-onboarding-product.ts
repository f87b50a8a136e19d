import type { OnboardingProductResponse } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/onboarding/product/{id}: the quota value of the day and the R5 minimum with its message. */
export const fetchOnboardingProduct = (productId: string) =>
  apiRequest<OnboardingProductResponse>(`/api/onboarding/product/${encodeURIComponent(productId)}`);

export const onboardingProductQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['onboarding', 'product', productId],
    queryFn: () => fetchOnboardingProduct(productId),
    // The quota value changes once a day: a minute keeps it fresh enough while typing.
    staleTime: 60_000,
  });

export const useOnboardingProduct = (productId: string | undefined) =>
  useQuery({ ...onboardingProductQueryOptions(productId ?? ''), enabled: Boolean(productId) });
