import { ledgerReconciliation } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
import { reconcileLedger } from './reconcile-ledger.ts';

/** The ledger's back-office calls (docs/ledger.md). */
export const ledgerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/ledger/reconciliation',
      {
        onRequest: [app.authenticate, requirePermission('ledger.reconcile')],
        schema: {
          tags: ['admin'],
          security: [{ bearerAuth: [] }],
          summary: 'Conciliación del libro de cuotas: saldos contra movimientos y transacciones cuadradas',
          response: responses(ledgerReconciliation, 200, [401, 403]),
        },
      },
      async () => ok(await reconcileLedger(ctx.db)),
    );
  };
