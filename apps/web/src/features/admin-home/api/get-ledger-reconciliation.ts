import type { LedgerReconciliation } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/ledger/reconciliation: whether every position equals its entries and every transaction balances. */
export const useLedgerReconciliation = () =>
  useQuery({
    queryKey: ['admin', 'ledger-reconciliation'],
    queryFn: () => apiRequest<LedgerReconciliation>('/api/admin/ledger/reconciliation', { silent: true }),
    retry: false,
  });
