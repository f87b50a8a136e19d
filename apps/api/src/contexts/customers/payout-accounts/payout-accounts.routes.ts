import {
  attachBankAccountBody,
  bankAccountRequest,
  payoutAccount,
  productIdParams,
  productWithoutBankAccount,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { attachBankAccount } from './attach-bank-account.ts';
import { getPayoutAccount } from './get-payout-account.ts';
import { listProductsWithoutAccount } from './list-products-without-account.ts';
import { registerProductBankAccount } from './register-product-bank-account.ts';

const tags = ['portfolio'];
const security = [{ bearerAuth: [] }];

/** Where each holding is paid (docs/business-rules.md, "Payout account"). */
export const payoutAccountsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { onRequest: app.authenticate };

    app.get(
      '/api/portfolio/:id/bank-account',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'La cuenta donde se pagan los rescates y ganancias de tu inversión en un fondo',
          params: productIdParams,
          response: responses(payoutAccount, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await getPayoutAccount(ctx, authOf(request).userId, request.params.id)),
    );

    app.get(
      '/api/portfolio/product-without-bank-account',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Los fondos que tienes sin una cuenta donde pagarte',
          response: responses(z.array(productWithoutBankAccount), 200, [401]),
        },
      },
      async (request) => ok(await listProductsWithoutAccount(ctx, authOf(request).userId)),
    );

    app.post(
      '/api/customers/attach-bank-account',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Elige cuál de tus cuentas recibe los rescates y ganancias de un fondo',
          body: attachBankAccountBody,
          response: responses(payoutAccount, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await attachBankAccount(ctx, authOf(request).userId, request.body)),
    );

    app.post(
      '/api/portfolio/:id/register-bank-account',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            'Registra una cuenta en la moneda del fondo y la elige para pagarte sus rescates y ganancias',
          params: productIdParams,
          body: bankAccountRequest,
          response: responses(payoutAccount, 201, [400, 401, 404]),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            ok(
              await registerProductBankAccount(ctx, authOf(request).userId, request.params.id, request.body),
            ),
          ),
    );
  };
