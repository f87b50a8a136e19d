import { customersEndpoints as endpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { attachBankAccount } from './attach-bank-account.ts';
import { getPayoutAccount } from './get-payout-account.ts';
import { listProductsWithoutAccount } from './list-products-without-account.ts';
import { registerProductBankAccount } from './register-product-bank-account.ts';

/** Where each holding is paid (docs/business-rules.md, "Payout account"). */
export const payoutAccountsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, endpoints.getPayoutAccount, async (request) =>
      ok(await getPayoutAccount(ctx, authOf(request).userId, request.params.id)),
    );
    route(app, endpoints.listProductsWithoutPayoutAccount, async (request) =>
      ok(await listProductsWithoutAccount(ctx, authOf(request).userId)),
    );
    route(app, endpoints.attachPayoutAccount, async (request) =>
      ok(await attachBankAccount(ctx, authOf(request).userId, request.body)),
    );
    route(app, endpoints.registerPayoutAccount, async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(await registerProductBankAccount(ctx, authOf(request).userId, request.params.id, request.body)),
        ),
    );
  };
