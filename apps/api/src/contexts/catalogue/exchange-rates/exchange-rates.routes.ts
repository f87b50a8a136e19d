import {
  adminExchangeRateList,
  adminExchangeRateListQuery,
  publishedExchangeRate,
  publishExchangeRateRequest,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
import { auditActorOf } from '../../audit/index.ts';
import { listExchangeRates } from './list-exchange-rates.ts';
import { publishExchangeRate } from './publish-exchange-rate.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The USD/PEN rates operations publish (issue 11, operations); the public reads the latest. */
export const exchangeRatesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/exchange-rates',
      {
        onRequest: [app.authenticate, requirePermission('exchange-rate.read')],
        schema: {
          tags,
          security,
          summary: 'Tipos de cambio USD/PEN publicados, del día más reciente',
          querystring: adminExchangeRateListQuery,
          response: responses(adminExchangeRateList, 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await listExchangeRates(ctx, request.query.limit)),
    );
    app.post(
      '/api/admin/exchange-rates',
      {
        onRequest: [app.authenticate, requirePermission('exchange-rate.write')],
        schema: {
          tags,
          security,
          summary: 'Publica (o corrige) el tipo de cambio USD/PEN de un día',
          body: publishExchangeRateRequest,
          response: responses(publishedExchangeRate, 201, [400, 401, 403, 404, 409]),
        },
      },
      async (request, reply) =>
        reply.code(201).send(ok(await publishExchangeRate(ctx, request.body, auditActorOf(request)))),
    );
  };
