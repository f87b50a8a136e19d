import { adminMailIdParams, adminMailItem, adminMailList, adminMailQuery } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
import { auditActorOf } from '../../audit/index.ts';
import { listMail } from './list-mail.ts';
import { retryMail } from './retry-mail.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The back office's view of the e-mail queue (decision 0022). */
export const adminMailRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/mail',
      {
        onRequest: [app.authenticate, requirePermission('mail.read')],
        schema: {
          tags,
          security,
          summary: 'Correos enviados, en cola y fallidos, del más reciente, por estado y búsqueda',
          querystring: adminMailQuery,
          response: responses(adminMailList, 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await listMail(ctx, request.query)),
    );
    app.post(
      '/api/admin/mail/:id/retry',
      {
        onRequest: [app.authenticate, requirePermission('mail.retry')],
        schema: {
          tags,
          security,
          summary: 'Vuelve a poner en cola un correo que falló; se envía enseguida',
          params: adminMailIdParams,
          response: responses(adminMailItem, 200, [400, 401, 403, 404, 409]),
        },
      },
      async (request) => ok(await retryMail(ctx, request.params.id, auditActorOf(request))),
    );
  };
