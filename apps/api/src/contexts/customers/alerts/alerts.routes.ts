import { userAlert, userAlertIdParams } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { listAlerts } from './list-alerts.ts';
import { markAlertViewed } from './mark-alert-viewed.ts';
import { investorAnswer } from '../../../shared/investor-answer.ts';

const tags = ['user'];
const security = [{ bearerAuth: [] }];

/** The top bar's alerts area (requirements R2, R4): unseen alerts, and opening one. */
export const alertsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/user/alert',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Tus alertas sin ver, las más recientes primero',
          response: responses(z.array(userAlert), 200, [401]),
        },
      },
      async (request) => ok(await investorAnswer(ctx, request, (userId) => listAlerts(ctx, userId))),
    );
    app.put(
      '/api/user/alert/:id',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Marca una alerta como vista',
          params: userAlertIdParams,
          response: responses(userAlert, 200, [400, 401, 404]),
        },
      },
      async (request) => ok(await markAlertViewed(ctx, authOf(request).userId, request.params.id)),
    );
  };
