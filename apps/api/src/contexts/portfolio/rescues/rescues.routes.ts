import { portfolioEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route, type EndpointHandler } from '../../../endpoint-route.ts';
import { idempotencyKeyOf, ok } from '../../../http.ts';
import { authOf, callerOf } from '../../../plugins/auth.ts';
import { clientInfoOf } from '../../../shared/client-info.ts';
import { calculateRescue } from './calculate-rescue.ts';
import { canRescue } from './can-rescue.ts';
import { cancelRescue } from './cancel-rescue.ts';
import { listAdminRescues } from './list-admin-rescues.ts';
import { listPendingRescues } from './list-pending-rescues.ts';
import { requestRescue } from './request-rescue.ts';
import { resolveRescueByAdmin } from './resolve-rescue-by-admin.ts';
import { totalPendingRescues } from './total-pending-rescues.ts';
import { investorAnswer } from '../../../shared/investor-answer.ts';

/** Rescues (requirements R7 Rescues and Portfolio): docs/business-rules.md, "Rescues". */
export const rescuesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, portfolioEndpoints.calculateRescue, async (request) =>
      ok(await calculateRescue(ctx, authOf(request).userId, request.query)),
    );

    route(app, portfolioEndpoints.getCanRescue, async (request) =>
      ok(await canRescue(ctx, authOf(request).userId, request.query.productId)),
    );

    // One request, answered under both of its paths.
    const request: EndpointHandler<typeof portfolioEndpoints.requestRescue> = async (req, reply) => {
      const answer = await requestRescue(ctx, {
        user: callerOf(req),
        body: req.body,
        idempotencyKey: idempotencyKeyOf(req),
      });
      return reply.code(answer.status).send(ok(answer.data));
    };
    route(app, portfolioEndpoints.requestRescue, request);
    route(app, portfolioEndpoints.registerRescue, request);

    route(app, portfolioEndpoints.listPendingRescues, async (request) =>
      ok(await listPendingRescues(ctx, authOf(request).userId)),
    );

    route(app, portfolioEndpoints.totalPendingRescues, async (request) =>
      ok(await investorAnswer(ctx, request, (userId) => totalPendingRescues(ctx, userId))),
    );

    route(app, portfolioEndpoints.cancelRescue, async (request) =>
      ok(await cancelRescue(ctx, authOf(request).userId, request.params.id)),
    );

    route(app, portfolioEndpoints.listAdminRescues, async (request) =>
      ok(await listAdminRescues(ctx, request.query.status)),
    );

    route(app, portfolioEndpoints.settleRescue, async (request) =>
      ok(
        await resolveRescueByAdmin(ctx, 'SETTLED', {
          id: request.params.id,
          actorUserId: authOf(request).userId,
          client: clientInfoOf(request),
          idempotencyKey: idempotencyKeyOf(request),
        }),
      ),
    );

    route(app, portfolioEndpoints.rejectRescue, async (request) =>
      ok(
        await resolveRescueByAdmin(ctx, 'REJECTED', {
          id: request.params.id,
          actorUserId: authOf(request).userId,
          client: clientInfoOf(request),
          idempotencyKey: idempotencyKeyOf(request),
          reason: request.body.reason,
        }),
      ),
    );
  };
