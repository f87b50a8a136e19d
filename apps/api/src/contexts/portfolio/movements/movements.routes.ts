import { portfolioEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { exportMovements } from './export-movements.ts';
import { listMovementResources } from './list-movement-resources.ts';
import { listMovements } from './list-movements.ts';
import { investorAnswer } from '../../../shared/investor-answer.ts';

/** The investor's movements: list, filters and the .xlsx export (docs/ledger.md, "Movements"). */
export const movementsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, portfolioEndpoints.listMovements, async (request) =>
      ok(await investorAnswer(ctx, request, (userId) => listMovements(ctx, userId, request.query))),
    );
    route(app, portfolioEndpoints.listMovementResources, async (request) =>
      ok(await listMovementResources(ctx, authOf(request).userId)),
    );
    route(app, portfolioEndpoints.listInvestmentsForMovements, async (request) =>
      ok((await listMovementResources(ctx, authOf(request).userId)).products),
    );
    route(app, portfolioEndpoints.exportMovements, async (request, reply) => {
      const file = await exportMovements(ctx, authOf(request).userId, request.query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    });
  };
