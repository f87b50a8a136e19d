import { adminWorkQueues } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { callerPermissions, requireAnyAdmin } from '../../../plugins/permissions.ts';
import { getWorkQueues } from './get-work-queues.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The back office's home: what waits for each role the administrator holds. */
export const adminHomeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/home/queues',
      {
        onRequest: [app.authenticate, requireAnyAdmin()],
        schema: {
          tags,
          security,
          summary: 'Lo que espera a cada rol del administrador (soporte, cumplimiento)',
          response: responses(adminWorkQueues, 200, [401, 403]),
        },
      },
      async (request) => ok(await getWorkQueues(ctx, await callerPermissions(request))),
    );
  };
