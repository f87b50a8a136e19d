import { calculatorRegisterRequest } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { ok, responses } from '../../http.ts';
import { authOf, requireProfiles } from '../../plugins/auth.ts';
import { recordCalculation } from './record-calculation.ts';

const recorded = z.object({ id: z.string() });

export const calculatorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const security = [{ bearerAuth: [] }];
    const config = { rateLimit: { max: 60, timeWindow: '1 minute' } };

    app.post(
      '/api/calculator/register',
      {
        preHandler: [app.authenticate, requireProfiles('INTERESADO', 'ADMIN')],
        config,
        schema: {
          tags: ['calculator'],
          security,
          summary: 'Registra una simulación de un cliente',
          body: calculatorRegisterRequest,
          response: responses(recorded, 201, [400, 401, 403]),
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(ok(await recordCalculation(ctx, authOf(request).userId, 'customer', request.body))),
    );

    app.post(
      '/api/calculator/register-participant',
      {
        preHandler: [app.authenticate, requireProfiles('PARTICIPE')],
        config,
        schema: {
          tags: ['calculator'],
          security,
          summary: 'Registra una simulación de un partícipe',
          body: calculatorRegisterRequest,
          response: responses(recorded, 201, [400, 401, 403]),
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(ok(await recordCalculation(ctx, authOf(request).userId, 'participant', request.body))),
    );
  };
