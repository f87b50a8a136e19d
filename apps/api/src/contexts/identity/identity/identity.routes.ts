import { identityEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { lookupPerson } from './lookup-person.ts';

export const identityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      identityEndpoints.lookupPerson,
      async (request) => ok(await lookupPerson(ctx, request.body.dni)),
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
    );
  };
