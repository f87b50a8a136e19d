import { DomainError, identityEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok, strictRateLimit } from '../../../http.ts';
import { authOf, bearerToken } from '../../../plugins/auth.ts';
import { clientInfoOf } from '../../../shared/client-info.ts';
import { deviceTokenOf } from '../devices/device-token.ts';
import { googleLogin } from './google-login.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { logoutEverywhere } from './logout-everywhere.ts';
import { refreshSession } from './refresh-session.ts';
import { registerUser } from './register-user.ts';
import { resendVerification } from './resend-verification.ts';
import { verifyEmail } from './verify-email.ts';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const strict = { config: strictRateLimit(ctx.config.authRateLimitMax) };

    route(
      app,
      identityEndpoints.registerUser,
      async (request, reply) => {
        const meta = {
          remoteIp: request.ip,
          firebaseToken: deviceTokenOf(request),
          userAgent: clientInfoOf(request).userAgent,
        };
        return reply.status(201).send(ok(await registerUser(ctx, request.body, meta)));
      },
      strict,
    );

    route(
      app,
      identityEndpoints.verifyEmail,
      async (request) => {
        const token = bearerToken(request);
        if (!token || token.length > 200) throw new DomainError('TOKEN_INVALID');
        return ok(await verifyEmail(ctx, token, clientInfoOf(request)));
      },
      strict,
    );

    route(
      app,
      identityEndpoints.resendEmailVerification,
      async (request) => ok(await resendVerification(ctx, request.body.email)),
      strict,
    );

    route(
      app,
      identityEndpoints.login,
      async (request) =>
        ok(
          await login(ctx, { ...request.body, firebaseToken: deviceTokenOf(request) }, clientInfoOf(request)),
        ),
      strict,
    );

    route(
      app,
      identityEndpoints.googleLogin,
      async (request) =>
        ok(await googleLogin(ctx, request.body.idToken, clientInfoOf(request), deviceTokenOf(request))),
      strict,
    );

    route(
      app,
      identityEndpoints.refreshSession,
      async (request) => ok(await refreshSession(ctx, request.body.refreshToken)),
      strict,
    );

    route(app, identityEndpoints.logout, async (request) =>
      ok(await logout(ctx, { refreshToken: request.body.refreshToken, accessToken: bearerToken(request) })),
    );

    route(app, identityEndpoints.logoutEverywhere, async (request) =>
      ok(await logoutEverywhere(ctx, authOf(request).userId)),
    );
  };
