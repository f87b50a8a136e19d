import {
  adminWaitingNotice,
  updateWaitingNoticeRequest,
  waitingNoticeParams,
  waitingNoticesResponse,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
import { auditActorOf } from '../../audit/index.ts';
import { getWaitingNotices } from './get-waiting-notices.ts';
import { listAdminWaitingNotices } from './list-admin-waiting-notices.ts';
import { updateWaitingNotice } from './update-waiting-notice.ts';

const security = [{ bearerAuth: [] }];

/** What the waiting screens say happens next and how long it takes; the back office edits it. */
export const waitingNoticesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/waiting-notices',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['site'],
          security,
          summary: 'Qué sigue y cuánto suele tardar, en cada pantalla de espera',
          response: responses(waitingNoticesResponse, 200, [401]),
        },
      },
      async () => ok(await getWaitingNotices(ctx)),
    );
    app.get(
      '/api/admin/waiting-notices',
      {
        onRequest: [app.authenticate, requirePermission('waiting-notice.read')],
        schema: {
          tags: ['admin'],
          security,
          summary: 'Mensajes de espera: el texto vigente, dónde se muestra y su texto original',
          response: responses(z.array(adminWaitingNotice), 200, [401, 403]),
        },
      },
      async () => ok(await listAdminWaitingNotices(ctx)),
    );
    app.put(
      '/api/admin/waiting-notices/:key',
      {
        onRequest: [app.authenticate, requirePermission('waiting-notice.write')],
        schema: {
          tags: ['admin'],
          security,
          summary: 'Cambia un mensaje de espera (el texto original lo restablece)',
          params: waitingNoticeParams,
          body: updateWaitingNoticeRequest,
          response: responses(adminWaitingNotice, 200, [400, 401, 403]),
        },
      },
      async (request) =>
        ok(
          await updateWaitingNotice(ctx, {
            key: request.params.key,
            text: request.body.text,
            actor: auditActorOf(request),
          }),
        ),
    );
  };
