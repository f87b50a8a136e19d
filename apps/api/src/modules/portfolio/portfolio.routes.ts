import { portfolioCurrencyParams, portfolioFunds, portfolioResume } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok, responses } from '../../http.ts';
import { authOf } from '../../plugins/auth.ts';
import { getResume } from './get-resume.ts';
import { listFunds } from './list-funds.ts';

const tags = ['portfolio'];
const security = [{ bearerAuth: [] }];

/** The portfolio's reads (SPEC §7 Portfolio), from the ledger's positions (docs/ledger.md). */
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
      async (request) => ok(await listFunds(ctx, authOf(request).userId)),
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
      async (request) => ok(await getResume(ctx, authOf(request).userId, request.params.currency)),
    );
  };
