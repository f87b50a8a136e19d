import { ledgerEndpoints } from '@invierte/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/admin/ledger/reconciliation: whether every position equals its entries and every transaction balances. */
export const useLedgerReconciliation = () =>
  useQuery({
    queryKey: ['admin', 'ledger-reconciliation'],
    queryFn: () => callEndpoint(ledgerEndpoints.reconcileLedger, { silent: true }),
    retry: false,
  });
