import { identityEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { clientInfoOf } from '../../../shared/client-info.ts';
import { deviceTokenOf } from './device-token.ts';
import { listDevices } from './list-devices.ts';
import { registerPushSubscription } from './register-push-subscription.ts';
import { setDevicePush } from './set-device-push.ts';

/** The investor's devices and push notifications on each (decision 0035). */
export const devicesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, identityEndpoints.listMyDevices, async (request) =>
      ok(await listDevices(ctx, authOf(request).userId, deviceTokenOf(request))),
    );
    route(app, identityEndpoints.registerPushSubscription, async (request) =>
      ok(
        await registerPushSubscription(
          ctx,
          {
            userId: authOf(request).userId,
            deviceToken: deviceTokenOf(request),
            subscription: request.body.subscription,
          },
          clientInfoOf(request),
        ),
      ),
    );
    route(app, identityEndpoints.setDevicePush, async (request) =>
      ok(
        await setDevicePush(ctx, {
          userId: authOf(request).userId,
          deviceId: request.params.deviceId,
          pushOn: request.body.pushOn,
          currentToken: deviceTokenOf(request),
        }),
      ),
    );
  };
