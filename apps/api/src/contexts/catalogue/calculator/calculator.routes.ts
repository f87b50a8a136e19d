import { catalogueEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { recordCalculation } from './record-calculation.ts';

export const calculatorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { rateLimit: { max: 60, timeWindow: '1 minute' } };

    // Customers and participants record through their own call; each call admits only its profiles.
    const routes = [
      [catalogueEndpoints.registerCalculation, 'customer'],
      [catalogueEndpoints.registerParticipantCalculation, 'participant'],
    ] as const;
    for (const [endpoint, audience] of routes) {
      route(
        app,
        endpoint,
        async (request, reply) =>
          reply
            .status(201)
            .send(ok(await recordCalculation(ctx, authOf(request).userId, audience, request.body))),
        { config },
      );
    }
  };
