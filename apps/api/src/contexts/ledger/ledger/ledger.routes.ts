import { ledgerEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { reconcileLedger } from './reconcile-ledger.ts';

/** The ledger's back-office calls (docs/ledger.md). */
export const ledgerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ledgerEndpoints.reconcileLedger, async () => ok(await reconcileLedger(ctx.db)));
  };
