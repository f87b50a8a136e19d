import {
  scheduleDetail,
  scheduleInvestments,
  scheduleLotParams,
  scheduleProductParams,
  scheduleProjection,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { getScheduleDetail } from './get-schedule-detail.ts';
import { getScheduleProjection } from './get-schedule-projection.ts';
import { listScheduleInvestments } from './list-schedule-investments.ts';

const tags = ['portfolio'];
const security = [{ bearerAuth: [] }];

/**
 * The payment schedules of the caller's Bono Select and Mutuo Acreencias lots (requirements R7,
 * docs/business-rules.md "Payment schedules"). `{type}` is bono or mutuo, `{id}` the product,
 * `{accountId}` the caller's investment in it and `{investmentId}` one lot (a subscription).
 */
export const portfolioSchedulesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { onRequest: app.authenticate };

    app.get(
      '/api/portfolio-:type/:id/investments',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Tus suscripciones en un Bono o Mutuo, con lo que pagará cada una',
          params: scheduleProductParams,
          response: responses(scheduleInvestments, 200, [400, 401, 404]),
        },
      },
      async (request) =>
        ok(
          await listScheduleInvestments(ctx, authOf(request).userId, request.params.type, request.params.id),
        ),
    );

    app.get(
      '/api/portfolio-:type/:id/:accountId/investments/:investmentId/projection',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'El cronograma de pagos de una suscripción: fecha, bruto, impuesto y neto de cada pago',
          params: scheduleLotParams,
          response: responses(scheduleProjection, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await getScheduleProjection(ctx, authOf(request).userId, request.params)),
    );

    app.get(
      '/api/portfolio-:type/:id/:accountId/investments/:investmentId/detail',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Una suscripción: plazo, frecuencia, tasa, capital y lo cobrado y por cobrar',
          params: scheduleLotParams,
          response: responses(scheduleDetail, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await getScheduleDetail(ctx, authOf(request).userId, request.params)),
    );
  };
