import {
  adminRescueListQuery,
  adminRescueView,
  canRescue as canRescueAnswer,
  canRescueQuery,
  rescueCalculation,
  rescueCalculationQuery,
  rescueIdParams,
  rescueRejectBody,
  rescueRequestBody,
  rescueTotals,
  rescueView,
  type Permission,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { idempotencyKeyOf, ok, responses } from '../../../http.ts';
import { authOf, callerOf } from '../../../plugins/auth.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
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

const tags = ['rescues'];
const security = [{ bearerAuth: [] }];

/** Rescues (requirements R7 Rescues and Portfolio): docs/business-rules.md, "Rescues". */
export const rescuesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { onRequest: app.authenticate };
    const guard = (permission: Permission) => ({
      onRequest: [app.authenticate, requirePermission(permission)],
    });

    app.get(
      '/api/portfolio/investments/rescueCalculation',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            'Calcula un rescate (cuotas × valor cuota del día aplicable) y si cabe en tus cuotas disponibles y en el límite trimestral del fondo',
          querystring: rescueCalculationQuery,
          response: responses(rescueCalculation, 200, [400, 401, 404, 409]),
        },
      },
      async (request) => ok(await calculateRescue(ctx, authOf(request).userId, request.query)),
    );

    app.get(
      '/api/rescues/can-rescue',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Qué puedes rescatar ahora de cada fondo que tienes',
          querystring: canRescueQuery,
          response: responses(canRescueAnswer, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await canRescue(ctx, authOf(request).userId, request.query.productId)),
    );

    for (const url of ['/api/rescues', '/api/portfolio/movements/registerRescue']) {
      app.post(
        url,
        {
          ...auth,
          schema: {
            tags,
            security,
            summary:
              'Solicita un rescate: reserva las cuotas y fija el monto al valor cuota del día aplicable. Acepta Idempotency-Key',
            body: rescueRequestBody,
            response: responses(rescueView, 201, [400, 401, 404, 409]),
          },
        },
        async (request, reply) => {
          const answer = await requestRescue(ctx, {
            user: callerOf(request),
            body: request.body,
            idempotencyKey: idempotencyKeyOf(request),
          });
          return reply.code(answer.status).send(ok(answer.data));
        },
      );
    }

    app.get(
      '/api/rescues/pendings',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Tus solicitudes de rescate pendientes de pago',
          response: responses(z.array(rescueView), 200, [401]),
        },
      },
      async (request) => ok(await listPendingRescues(ctx, authOf(request).userId)),
    );

    app.get(
      '/api/rescues/total-pendings',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Cuántas solicitudes de rescate tienes pendientes y su monto por moneda',
          response: responses(rescueTotals, 200, [401]),
        },
      },
      async (request) => ok(await investorAnswer(ctx, request, (userId) => totalPendingRescues(ctx, userId))),
    );

    app.delete(
      '/api/rescues/:id',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Cancela tu solicitud de rescate pendiente: las cuotas vuelven a estar disponibles',
          params: rescueIdParams,
          response: responses(rescueView, 200, [400, 401, 404, 409]),
        },
      },
      async (request) => ok(await cancelRescue(ctx, authOf(request).userId, request.params.id)),
    );

    app.get(
      '/api/admin/rescues',
      {
        ...guard('rescue.read'),
        schema: {
          tags: ['admin'],
          security,
          summary: 'Solicitudes de rescate de todos los partícipes, las más recientes primero',
          querystring: adminRescueListQuery,
          response: responses(z.array(adminRescueView), 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await listAdminRescues(ctx, request.query.status)),
    );

    app.post(
      '/api/admin/rescues/:id/settle',
      {
        ...guard('rescue.settle'),
        schema: {
          tags: ['admin'],
          security,
          summary: 'Registra el pago de un rescate: las cuotas salen de la posición. Acepta Idempotency-Key',
          params: rescueIdParams,
          response: responses(rescueView, 200, [400, 401, 403, 404, 409]),
        },
      },
      async (request) =>
        ok(
          await resolveRescueByAdmin(ctx, 'SETTLED', {
            id: request.params.id,
            actorUserId: authOf(request).userId,
            client: clientInfoOf(request),
            idempotencyKey: idempotencyKeyOf(request),
          }),
        ),
    );

    app.post(
      '/api/admin/rescues/:id/reject',
      {
        ...guard('rescue.settle'),
        schema: {
          tags: ['admin'],
          security,
          summary:
            'Rechaza un rescate con su motivo: las cuotas vuelven a estar disponibles. Acepta Idempotency-Key',
          params: rescueIdParams,
          body: rescueRejectBody,
          response: responses(rescueView, 200, [400, 401, 403, 404, 409]),
        },
      },
      async (request) =>
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
