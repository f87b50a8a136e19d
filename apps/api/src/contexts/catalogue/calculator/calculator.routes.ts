import { calculatorRegisterRequest } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { authOf, requireProfiles } from '../../../plugins/auth.ts';
import { recordCalculation } from './record-calculation.ts';

const recorded = z.object({ id: z.string() });

export const calculatorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const security = [{ bearerAuth: [] }];
    const config = { rateLimit: { max: 60, timeWindow: '1 minute' } };

    // Customers and participants record through their own call; each call admits only its profiles.
    const routes = [
      [
        '/api/calculator/register',
        'customer',
        ['INTERESADO', 'ADMIN'],
        'Registra una simulación de un cliente',
      ],
      [
        '/api/calculator/register-participant',
        'participant',
        ['PARTICIPE'],
        'Registra una simulación de un partícipe',
      ],
    ] as const;
    for (const [url, audience, profiles, summary] of routes) {
      app.post(
        url,
        {
          onRequest: [app.authenticate, requireProfiles(...profiles)],
          config,
          schema: {
            tags: ['calculator'],
            security,
            summary,
            body: calculatorRegisterRequest,
            response: responses(recorded, 201, [400, 401, 403]),
          },
        },
        async (request, reply) =>
          reply
            .status(201)
            .send(ok(await recordCalculation(ctx, authOf(request).userId, audience, request.body))),
      );
    }
  };
