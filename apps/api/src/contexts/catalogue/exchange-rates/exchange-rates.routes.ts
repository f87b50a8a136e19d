import { catalogueEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { auditActorOf } from '../../audit/index.ts';
import { listExchangeRates } from './list-exchange-rates.ts';
import { publishExchangeRate } from './publish-exchange-rate.ts';

/** The USD/PEN rates operations publish (issue 11, operations); the public reads the latest. */
export const exchangeRatesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, catalogueEndpoints.listExchangeRates, async (request) =>
      ok(await listExchangeRates(ctx, request.query.limit)),
    );
    route(app, catalogueEndpoints.publishExchangeRate, async (request, reply) =>
      reply.code(201).send(ok(await publishExchangeRate(ctx, request.body, auditActorOf(request)))),
    );
  };
