import { ledgerReconciliation } from '../contracts/ledger.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** The ledger context's back-office calls (docs/ledger.md, docs/decisions/0029-endpoints-declared-once.md). */

export const reconcileLedger = defineEndpoint({
  method: 'GET',
  path: '/api/admin/ledger/reconciliation',
  summary: 'Conciliación del libro de cuotas: saldos contra movimientos y transacciones cuadradas',
  tags: ['admin'],
  access: { permission: 'ledger.reconcile' },
  answer: ledgerReconciliation,
  refusals: [401, 403],
});
