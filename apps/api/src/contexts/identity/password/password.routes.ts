import { identityEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok, strictRateLimit } from '../../../http.ts';
import { bearerToken } from '../../../plugins/auth.ts';
import { requestPasswordRecovery } from './request-password-recovery.ts';
import { resetPassword } from './reset-password.ts';
import { validateResetToken } from './validate-reset-token.ts';

export const passwordRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const strict = { config: strictRateLimit(ctx.config.authRateLimitMax) };

    route(
      app,
      identityEndpoints.requestPasswordRecovery,
      async (request) => ok(await requestPasswordRecovery(ctx, request.body.email)),
      strict,
    );

    route(
      app,
      identityEndpoints.validateResetToken,
      async (request) => {
        // The declared header schema already refused a token over its length.
        const token = request.headers['token-change-password'];
        return ok(await validateResetToken(ctx, typeof token === 'string' ? token : null));
      },
      strict,
    );

    // Both forms of the e-mailed link set the password the same way: only the body's rules differ.
    for (const endpoint of [identityEndpoints.createPassword, identityEndpoints.changePassword])
      route(
        app,
        endpoint,
        async (request) => ok(await resetPassword(ctx, bearerToken(request), request.body.password)),
        strict,
      );
  };
