import { backOfficeEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { auditActorOf } from '../../audit/index.ts';
import { listMail } from './list-mail.ts';
import { retryMail } from './retry-mail.ts';

/** The back office's view of the e-mail queue (decision 0022). */
export const adminMailRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, backOfficeEndpoints.listMail, async (request) => ok(await listMail(ctx, request.query)));
    route(app, backOfficeEndpoints.retryMail, async (request) =>
      ok(await retryMail(ctx, request.params.id, auditActorOf(request))),
    );
  };
