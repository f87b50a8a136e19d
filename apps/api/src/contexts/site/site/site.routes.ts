import {
  exchangeRateResponse,
  messageResponse,
  newsletterRequest,
  nextOperatorResponse,
  parameterGroupParams,
  parameterOption,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { getExchangeRate } from './get-exchange-rate.ts';
import { getParameterGroup } from './get-parameter-group.ts';
import { nextOperator } from './next-operator.ts';
import { subscribeNewsletter } from './subscribe-newsletter.ts';

export const siteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/parameters/group/:name',
      {
        schema: {
          tags: ['site'],
          summary: 'Opciones de una lista (por ejemplo, motivos de feedback: feedback-type)',
          params: parameterGroupParams,
          response: responses(z.array(parameterOption), 200, [400]),
        },
      },
      async (request) => ok(await getParameterGroup(ctx, request.params.name)),
    );

    app.get(
      '/api/exchange/international-exchange-rate',
      {
        schema: {
          tags: ['site'],
          summary: 'Tipo de cambio USD/PEN vigente',
          response: responses(exchangeRateResponse, 200, [404]),
        },
      },
      async () => ok(await getExchangeRate(ctx)),
    );

    app.get(
      '/api/customer-support/next-operator',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['site'],
          security: [{ bearerAuth: [] }],
          summary: 'Asesor asignado y su enlace para agendar una cita',
          response: responses(nextOperatorResponse, 200, [401, 404]),
        },
      },
      async () => ok(await nextOperator(ctx)),
    );

    app.post(
      '/api/newsletter/register',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['site'],
          summary: 'Suscripción al boletín',
          body: newsletterRequest,
          response: responses(messageResponse, 200, [400]),
        },
      },
      async (request) => ok(await subscribeNewsletter(ctx, request.body)),
    );
  };
