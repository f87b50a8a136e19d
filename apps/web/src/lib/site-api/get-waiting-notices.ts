import { customersEndpoints, type WaitingNoticeKey } from '@invierte/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';

export const waitingNoticesKey = ['waiting-notices'] as const;

/**
 * GET /api/waiting-notices: what each waiting screen says happens next and how long it usually
 * takes, as the back office set it. In lib because onboarding, rescues and the portfolio read it.
 */
export const waitingNoticesQueryOptions = () =>
  queryOptions({
    queryKey: waitingNoticesKey,
    queryFn: () => callEndpoint(customersEndpoints.getWaitingNotices, { silent: true }),
    staleTime: 5 * 60_000,
  });

/** One waiting text; undefined while it loads or when the call failed (the screen reads well without it). */
export function useWaitingNotice(key: WaitingNoticeKey): string | undefined {
  return useQuery(waitingNoticesQueryOptions()).data?.[key];
}
