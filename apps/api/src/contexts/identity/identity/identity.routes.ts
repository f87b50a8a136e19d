import { identityLookupRequest, identityPerson } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { lookupPerson } from './lookup-person.ts';

export const identityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/identity/user',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['identity'],
          summary: 'Consulta de nombres por DNI (registro de identidad)',
          body: identityLookupRequest,
          response: responses(identityPerson, 200, [400, 404]),
        },
      },
      async (request) => ok(await lookupPerson(ctx, request.body.dni)),
    );
  };
