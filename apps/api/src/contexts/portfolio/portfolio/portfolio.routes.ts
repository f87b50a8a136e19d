import { portfolioEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { calculatePurchase } from './calculate-purchase.ts';
import { getResume } from './get-resume.ts';
import { listFunds } from './list-funds.ts';
import { listProductBankAccounts } from './list-product-bank-accounts.ts';
import { investorAnswer } from '../../../shared/investor-answer.ts';

/** The portfolio's reads (requirements R7 Portfolio), from the ledger's positions (docs/ledger.md). */
export const portfolioRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, portfolioEndpoints.listFunds, async (request) =>
      ok(await investorAnswer(ctx, request, (userId) => listFunds(ctx, userId))),
    );

    route(app, portfolioEndpoints.getResume, async (request) =>
      ok(await investorAnswer(ctx, request, (userId) => getResume(ctx, userId, request.params.currency))),
    );

    route(app, portfolioEndpoints.calculatePurchase, async (request) =>
      ok(await calculatePurchase(ctx, request.query)),
    );

    route(app, portfolioEndpoints.listProductBankAccounts, async (request) =>
      ok(await listProductBankAccounts(ctx, authOf(request).userId, request.params.id, 'currency')),
    );

    route(app, portfolioEndpoints.listAllBankAccounts, async (request) =>
      ok(await listProductBankAccounts(ctx, authOf(request).userId, request.params.id, 'all')),
    );
  };
