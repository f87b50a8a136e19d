import type { ProductSummary, ProductType, ScheduleInvestments, ScheduleProductType } from '@invierte/domain';
import { useQueries } from '@tanstack/react-query';
import { useFunds } from '../../../lib/portfolio-api/get-funds';
import { useProducts } from '../api/list-products';
import { scheduleInvestmentsQueryOptions } from '../api/list-schedule-investments';

/** The catalogue's products of one kind, and which of them the investor holds. */
export function useKindProducts(kind: ProductType) {
  const products = useProducts();
  const funds = useFunds();
  const ofKind = (products.data ?? []).filter((p) => p.type === kind);
  const heldIds = new Set((funds.data ?? []).map((f) => f.productId));
  return {
    isPending: products.isPending || funds.isPending,
    isError: products.isError || funds.isError,
    error: products.error ?? funds.error,
    refetch: () => {
      void products.refetch();
      void funds.refetch();
    },
    all: products.data ?? [],
    products: ofKind,
    held: ofKind.filter((p) => heldIds.has(p.id)),
  };
}

/** The schedules of every held product of a Bono or Mutuo kind, one request per product. */
function useKindSchedules(kind: ScheduleProductType, held: ProductSummary[]) {
  const results = useQueries({
    queries: held.map((p) => scheduleInvestmentsQueryOptions(kind, p.id)),
  });
  return {
    isPending: results.some((r) => r.isPending),
    failed: results.find((r) => r.isError),
    holdings: results.flatMap((r) => (r.data ? [r.data] : [])) as ScheduleInvestments[],
  };
}

/**
 * The investor's holdings of a Bono or Mutuo kind, read as the two reads above: one pending state,
 * one failure (of either read) and one retry of both, so no page mistakes a failed read for none.
 */
export function useKindHoldings(kind: ScheduleProductType) {
  const k = useKindProducts(kind);
  const schedules = useKindSchedules(kind, k.held);
  return {
    isPending: k.isPending || schedules.isPending,
    isError: k.isError || schedules.failed !== undefined,
    error: k.isError ? k.error : schedules.failed?.error,
    retry: () => {
      k.refetch();
      void schedules.failed?.refetch();
    },
    /** The held products' schedules that have at least one lot: what the pages list. */
    withLots: schedules.holdings.filter((h) => h.lots.length > 0),
  };
}

export type KindHoldings = ReturnType<typeof useKindHoldings>;
