import { siteEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { getExchangeRate } from './get-exchange-rate.ts';
import { getParameterGroup } from './get-parameter-group.ts';
import { nextOperator } from './next-operator.ts';
import { subscribeNewsletter } from './subscribe-newsletter.ts';

export const siteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, siteEndpoints.getParameterGroup, async (request) =>
      ok(await getParameterGroup(ctx, request.params.name)),
    );

    route(app, siteEndpoints.getExchangeRate, async () => ok(await getExchangeRate(ctx)));

    route(app, siteEndpoints.getNextOperator, async () => ok(await nextOperator(ctx)));

    route(
      app,
      siteEndpoints.registerNewsletter,
      async (request) => ok(await subscribeNewsletter(ctx, request.body)),
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
    );
  };
