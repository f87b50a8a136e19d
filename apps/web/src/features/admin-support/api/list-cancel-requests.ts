import { customersEndpoints } from '@invierte/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

export const SUPPORT_PAGE_SIZE = 20;
export const supportQueueKey = ['admin', 'support', 'cancel-requests'] as const;

/** GET /api/admin/onboarding/support/cancel-requests: the onboardings whose investor asked to cancel them. */
export const useCancelRequests = (page: number) =>
  useQuery({
    queryKey: [...supportQueueKey, page],
    queryFn: () =>
      callEndpoint(customersEndpoints.listSupportCancelRequests, {
        query: { page, limit: SUPPORT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
