import {
  customerBankAccount,
  portfolioCurrencyParams,
  portfolioFunds,
  portfolioResume,
  productIdParams,
  purchaseCalculation,
  purchaseCalculationQuery,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { calculatePurchase } from './calculate-purchase.ts';
import { getResume } from './get-resume.ts';
import { listFunds } from './list-funds.ts';
import { listProductBankAccounts } from './list-product-bank-accounts.ts';
import { investorAnswer } from '../../../shared/investor-answer.ts';

const tags = ['portfolio'];
const security = [{ bearerAuth: [] }];

/** The portfolio's reads (requirements R7 Portfolio), from the ledger's positions (docs/ledger.md). */
export const portfolioRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { onRequest: app.authenticate };

    app.get(
      '/api/portfolio/funds',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Tus fondos: cuotas, cuotas disponibles y su valor al último valor cuota',
          response: responses(portfolioFunds, 200, [401]),
        },
      },
      async (request) => ok(await investorAnswer(ctx, request, (userId) => listFunds(ctx, userId))),
    );

    app.get(
      '/api/portfolio/resume/:currency',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'El total de tu portafolio en una moneda',
          params: portfolioCurrencyParams,
          response: responses(portfolioResume, 200, [400, 401]),
        },
      },
      async (request) =>
        ok(await investorAnswer(ctx, request, (userId) => getResume(ctx, userId, request.params.currency))),
    );
    app.get(
      '/api/portfolio/movements/purchaseCalculation',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            'Cuántas cuotas compra un monto hoy (valor cuota del día aplicable) y si alcanza el mínimo',
          querystring: purchaseCalculationQuery,
          response: responses(purchaseCalculation, 200, [400, 401, 404, 409]),
        },
      },
      async (request) => ok(await calculatePurchase(ctx, request.query)),
    );

    for (const [path, scope, summary] of [
      [
        'bank-accounts',
        'currency',
        'Tus cuentas bancarias en la moneda del producto (para rescates y ganancias)',
      ],
      ['all-bank-accounts', 'all', 'Todas tus cuentas bancarias activas'],
    ] as const) {
      app.get(
        `/api/portfolio/:id/${path}`,
        {
          ...auth,
          schema: {
            tags,
            security,
            summary,
            params: productIdParams,
            response: responses(z.array(customerBankAccount), 200, [400, 401, 404]),
          },
        },
        async (request) =>
          ok(await listProductBankAccounts(ctx, authOf(request).userId, request.params.id, scope)),
      );
    }
  };
