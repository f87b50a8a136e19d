/** Query keys of the rescue calls: what a request or a cancellation makes stale. */
export const rescueKeys = {
  all: ['rescues'] as const,
  canRescue: ['rescues', 'can-rescue'] as const,
  pending: ['rescues', 'pendings'] as const,
  totals: ['rescues', 'total-pendings'] as const,
  calculation: (query: string) => ['rescues', 'calculation', query] as const,
};

/** After a rescue moves, the figures that depend on it: rescues, holdings and totals. */
export const staleAfterRescue = [rescueKeys.all, ['portfolio']] as const;
