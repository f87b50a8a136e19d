import { portfolioEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { idempotencyKeyOf, ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { calculateReinvestment } from './calculate-reinvestment.ts';
import { getTransferQuotaValue } from './get-transfer-quota-value.ts';
import { registerReinvestment } from './register-reinvestment.ts';
import { registerTransfer } from './register-transfer.ts';

/** Reinvestment and transfer (requirements R7 Portfolio): docs/business-rules.md, "Reinvestment" and "Transfer". */
export const portfolioOperationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, portfolioEndpoints.calculateReinvestment, async (request) =>
      ok(await calculateReinvestment(ctx, authOf(request).userId, request.query)),
    );

    route(app, portfolioEndpoints.registerReinvestment, async (request, reply) => {
      const answer = await registerReinvestment(ctx, {
        userId: authOf(request).userId,
        body: request.body,
        idempotencyKey: idempotencyKeyOf(request),
      });
      return reply.code(answer.status).send(ok(answer.data));
    });

    route(app, portfolioEndpoints.getTransferQuotaValue, async (request) =>
      ok(await getTransferQuotaValue(ctx, authOf(request).userId, request.query)),
    );

    route(app, portfolioEndpoints.registerTransfer, async (request, reply) => {
      const answer = await registerTransfer(ctx, {
        userId: authOf(request).userId,
        body: request.body,
        idempotencyKey: idempotencyKeyOf(request),
      });
      return reply.code(answer.status).send(ok(answer.data));
    });
  };
