import type { LiveEventKind } from '@invierte/domain';

/**
 * Which cached reads each live event makes stale (prefixes of React Query keys): the channel says
 * only that something changed, so the page reads it again (decision 0030). The open onboarding is
 * not among them: its pages decide their screen from it, and reading it again under an open dialog
 * (the investor's own cancellation request) swapped the page and lost the dialog.
 */
export const keysToRefresh: Record<LiveEventKind, ReadonlyArray<readonly string[]>> = {
  'alert-created': [['user', 'alerts']],
  'request-changed': [['rescues'], ['portfolio', 'movements'], ['customers']],
  'rescue-paid': [['portfolio'], ['rescues']],
  'quotas-received': [['portfolio'], ['customers']],
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
