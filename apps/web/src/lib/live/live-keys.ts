import type { LiveEventKind } from '@invierte/domain';

/**
 * Which cached reads each live event makes stale (prefixes of React Query keys): the channel says
 * only that something changed, so the page reads it again (decision 0030).
 */
export const keysToRefresh: Record<LiveEventKind, ReadonlyArray<readonly string[]>> = {
  'alert-created': [['user', 'alerts']],
  'request-changed': [['onboarding'], ['rescues'], ['portfolio', 'movements'], ['customers']],
  'rescue-paid': [['portfolio'], ['rescues']],
  'quotas-received': [['portfolio'], ['onboarding'], ['customers']],
  'quota-value-published': [['portfolio'], ['products']],
  'back-office-queue-changed': [['admin']],
};

/** Every key above, once: read again after a reconnection or a server's resync. */
export const everyLiveKey: ReadonlyArray<readonly string[]> = [
  ...new Map(
    Object.values(keysToRefresh)
      .flat()
      .map((key) => [key.join('/'), key] as const),
  ).values(),
];
