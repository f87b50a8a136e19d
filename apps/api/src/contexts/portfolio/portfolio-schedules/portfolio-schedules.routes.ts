import { portfolioEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { getScheduleDetail } from './get-schedule-detail.ts';
import { getScheduleProjection } from './get-schedule-projection.ts';
import { listScheduleInvestments } from './list-schedule-investments.ts';

/**
 * The payment schedules of the caller's Bono Select and Mutuo Acreencias lots (requirements R7,
 * docs/business-rules.md "Payment schedules"). `{type}` is bono or mutuo, `{id}` the product,
 * `{accountId}` the caller's investment in it and `{investmentId}` one lot (a subscription).
 */
export const portfolioSchedulesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, portfolioEndpoints.listScheduleInvestments, async (request) =>
      ok(await listScheduleInvestments(ctx, authOf(request).userId, request.params.type, request.params.id)),
    );

    route(app, portfolioEndpoints.getScheduleProjection, async (request) =>
      ok(await getScheduleProjection(ctx, authOf(request).userId, request.params)),
    );

    route(app, portfolioEndpoints.getScheduleDetail, async (request) =>
      ok(await getScheduleDetail(ctx, authOf(request).userId, request.params)),
    );
  };
