import { customersEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { listAlerts } from './list-alerts.ts';
import { markAlertViewed } from './mark-alert-viewed.ts';
import { investorAnswer } from '../../../shared/investor-answer.ts';

/** The top bar's alerts area (requirements R2, R4): unseen alerts, and opening one. */
export const alertsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, customersEndpoints.listUserAlerts, async (request) =>
      ok(await investorAnswer(ctx, request, (userId) => listAlerts(ctx, userId))),
    );
    route(app, customersEndpoints.markUserAlertViewed, async (request) =>
      ok(await markAlertViewed(ctx, authOf(request).userId, request.params.id)),
    );
  };
