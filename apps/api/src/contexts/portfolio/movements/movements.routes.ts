import { movementResources, movementsPage, movementsQuery } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { exportMovements } from './export-movements.ts';
import { listMovementResources } from './list-movement-resources.ts';
import { listMovements } from './list-movements.ts';
import { investorAnswer } from '../../../shared/investor-answer.ts';

const tags = ['portfolio'];
const security = [{ bearerAuth: [] }];

/** The investor's movements: list, filters and the .xlsx export (docs/ledger.md, "Movements"). */
export const movementsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { onRequest: app.authenticate };
    app.get(
      '/api/portfolio/movements/list',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Tus movimientos, los más recientes primero, con filtros y paginación',
          querystring: movementsQuery,
          response: responses(movementsPage, 200, [400, 401]),
        },
      },
      async (request) =>
        ok(await investorAnswer(ctx, request, (userId) => listMovements(ctx, userId, request.query))),
    );
    app.get(
      '/api/portfolio/movements/resources',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Lo que ofrecen los filtros de movimientos: tus fondos, tipos y estados',
          response: responses(movementResources, 200, [401]),
        },
      },
      async (request) => ok(await listMovementResources(ctx, authOf(request).userId)),
    );
    app.get(
      '/api/portfolio/investments/listForMovements',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Tus inversiones para elegir en los filtros de movimientos',
          response: responses(movementResources.shape.products, 200, [401]),
        },
      },
      async (request) => ok((await listMovementResources(ctx, authOf(request).userId)).products),
    );
    app.get(
      '/api/portfolio/movements/listXlsx',
      {
        ...auth,
        schema: {
          tags,
          security,
          summary: 'Descarga tus movimientos filtrados en Excel (.xlsx)',
          querystring: movementsQuery,
        },
      },
      async (request, reply) => {
        const file = await exportMovements(ctx, authOf(request).userId, request.query);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.bytes);
      },
    );
  };
