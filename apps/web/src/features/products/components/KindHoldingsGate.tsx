import type { ScheduleProductType } from '@invierte/domain';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { kindPathFor, kinds } from './kinds';
import { EmptyState, LoadError, LoadingCards } from './PageStates';
import type { KindHoldings } from './use-kind-products';

/**
 * What a page of the investor's Bono or Mutuo holdings shows until it has some to show: cards while
 * they load, the error with a retry when a read failed, and an invitation to the kind when there
 * are none.
 */
export function KindHoldingsGate({
  kind,
  holdings,
  emptyText,
  loadingCards = 3,
  children,
}: {
  kind: ScheduleProductType;
  holdings: KindHoldings;
  emptyText: string;
  loadingCards?: number;
  children: ReactNode;
}) {
  if (holdings.isPending) return <LoadingCards count={loadingCards} />;
  if (holdings.isError) return <LoadError error={holdings.error} onRetry={holdings.retry} />;
  if (holdings.withLots.length === 0)
    return (
      <EmptyState
        testId={`${kind}-empty`}
        title={`Aún no tienes inversiones en ${kinds[kind].title}`}
        text={emptyText}
        action={
          <Button component={RouterLink} to={kindPathFor(kind)} variant="contained">
            Conoce {kinds[kind].title}
          </Button>
        }
      />
    );
  return children;
}
