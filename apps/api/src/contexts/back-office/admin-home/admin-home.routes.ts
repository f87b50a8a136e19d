import { backOfficeEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { callerPermissions } from '../../../plugins/permissions.ts';
import { getWorkQueues } from './get-work-queues.ts';

/** The back office's home: what waits for each role the administrator holds. */
export const adminHomeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, backOfficeEndpoints.getWorkQueues, async (request) =>
      ok(await getWorkQueues(ctx, await callerPermissions(request))),
    );
  };
