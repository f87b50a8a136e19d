import type { RestrictedList } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const RESTRICTED_PAGE_SIZE = 20;
export const restrictedListKey = ['admin', 'restricted-persons'] as const;

/** GET /api/admin/onboarding/restricted-persons: the restricted list, newest first, one page. */
export const useRestrictedList = (search: string, page: number) =>
  useQuery({
    queryKey: [...restrictedListKey, search, page],
    queryFn: () =>
      apiRequest<RestrictedList>(
        `/api/admin/onboarding/restricted-persons?${new URLSearchParams({
          ...(search ? { search } : {}),
          page: String(page),
          limit: String(RESTRICTED_PAGE_SIZE),
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
