import { customersEndpoints } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export const RESTRICTED_PAGE_SIZE = 20;
export const restrictedListKey = ['admin', 'restricted-persons'] as const;

/** GET /api/admin/onboarding/restricted-persons: the restricted list, newest first, one page. */
export const useRestrictedList = (search: string, page: number) =>
  useQuery({
    queryKey: [...restrictedListKey, search, page],
    queryFn: () =>
      callEndpoint(customersEndpoints.listRestrictedListEntries, {
        query: { ...(search ? { search } : {}), page, limit: RESTRICTED_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
