import { customersEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { auditActorOf } from '../../audit/index.ts';
import { getWaitingNotices } from './get-waiting-notices.ts';
import { listAdminWaitingNotices } from './list-admin-waiting-notices.ts';
import { updateWaitingNotice } from './update-waiting-notice.ts';

/** What the waiting screens say happens next and how long it takes; the back office edits it. */
export const waitingNoticesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, customersEndpoints.getWaitingNotices, async () => ok(await getWaitingNotices(ctx)));
    route(app, customersEndpoints.listAdminWaitingNotices, async () =>
      ok(await listAdminWaitingNotices(ctx)),
    );
    route(app, customersEndpoints.updateWaitingNotice, async (request) =>
      ok(
        await updateWaitingNotice(ctx, {
          key: request.params.key,
          text: request.body.text,
          actor: auditActorOf(request),
        }),
      ),
    );
  };
