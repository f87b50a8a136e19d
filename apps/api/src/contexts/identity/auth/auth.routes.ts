import { DomainError, identityEndpoints } from '@invierte/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok, strictRateLimit } from '../../../http.ts';
import { authOf, bearerToken } from '../../../plugins/auth.ts';
import { clientInfoOf } from '../../../shared/client-info.ts';
import { googleLogin } from './google-login.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { logoutEverywhere } from './logout-everywhere.ts';
import { refreshSession } from './refresh-session.ts';
import { registerUser } from './register-user.ts';
import { resendVerification } from './resend-verification.ts';
import { verifyEmail } from './verify-email.ts';

/** The push-notification token the web sends on login and register when it has one (requirements R7). */
function firebaseTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers['firebase-token'];
  return typeof value === 'string' && value.length > 0 && value.length <= 4096 ? value : undefined;
}

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const strict = { config: strictRateLimit(ctx.config.authRateLimitMax) };

    route(
      app,
      identityEndpoints.registerUser,
      async (request, reply) => {
        const meta = { remoteIp: request.ip, firebaseToken: firebaseTokenOf(request) };
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
          await login(
            ctx,
            { ...request.body, firebaseToken: firebaseTokenOf(request) },
            clientInfoOf(request),
          ),
        ),
      strict,
    );

    route(
      app,
      identityEndpoints.googleLogin,
      async (request) => ok(await googleLogin(ctx, request.body.idToken, clientInfoOf(request))),
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
