import {
  googleLoginRequest,
  loginRequest,
  logoutRequest,
  messageResponse,
  refreshRequest,
  registerRequest,
  registerResponse,
  resendVerificationRequest,
  sessionResponse,
} from '@invierte/domain';
import { DomainError } from '@invierte/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses, strictRateLimit } from '../../../http.ts';
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
    const strict = strictRateLimit(ctx.config.authRateLimitMax);
    app.post(
      '/api/auth/register',
      {
        config: strict,
        schema: {
          tags: ['auth'],
          summary: 'Registro de un nuevo inversionista',
          body: registerRequest,
          response: responses(registerResponse, 201, [400, 409]),
        },
      },
      async (request, reply) => {
        const meta = { remoteIp: request.ip, firebaseToken: firebaseTokenOf(request) };
        return reply.status(201).send(ok(await registerUser(ctx, request.body, meta)));
      },
    );

    app.post(
      '/api/auth/verify-email',
      {
        config: strict,
        schema: {
          tags: ['auth'],
          summary: 'Verifica el correo con el token del enlace (enviado como Bearer)',
          security: [{ bearerAuth: [] }],
          response: responses(sessionResponse, 200, [400, 403, 410]),
        },
      },
      async (request) => {
        const token = bearerToken(request);
        if (!token || token.length > 200) throw new DomainError('TOKEN_INVALID');
        return ok(await verifyEmail(ctx, token, clientInfoOf(request)));
      },
    );

    app.post(
      '/api/auth/resend-email-verification',
      {
        config: strict,
        schema: {
          tags: ['auth'],
          summary: 'Reenvía el correo de verificación',
          body: resendVerificationRequest,
          response: responses(messageResponse),
        },
      },
      async (request) => ok(await resendVerification(ctx, request.body.email)),
    );

    app.post(
      '/api/auth/login',
      {
        config: strict,
        schema: {
          tags: ['auth'],
          summary: 'Inicio de sesión con correo y contraseña',
          body: loginRequest,
          response: responses(sessionResponse, 200, [400, 401, 403]),
        },
      },
      async (request) =>
        ok(
          await login(
            ctx,
            { ...request.body, firebaseToken: firebaseTokenOf(request) },
            clientInfoOf(request),
          ),
        ),
    );

    app.post(
      '/api/auth/google/login',
      {
        config: strict,
        schema: {
          tags: ['auth'],
          summary: 'Inicio de sesión con Google (ID token)',
          body: googleLoginRequest,
          response: responses(sessionResponse, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await googleLogin(ctx, request.body.idToken, clientInfoOf(request))),
    );

    app.post(
      '/api/auth/refresh',
      {
        config: strict,
        schema: {
          tags: ['auth'],
          summary: 'Renueva la sesión rotando el refresh token',
          body: refreshRequest,
          response: responses(sessionResponse, 200, [400, 401]),
        },
      },
      async (request) => ok(await refreshSession(ctx, request.body.refreshToken)),
    );

    app.post(
      '/api/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Cierra la sesión (la del refresh token y la del token de acceso)',
          body: logoutRequest,
          response: responses(messageResponse),
        },
      },
      async (request) =>
        ok(await logout(ctx, { refreshToken: request.body.refreshToken, accessToken: bearerToken(request) })),
    );

    app.post(
      '/api/auth/logout-all',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Cierra la sesión en todos los dispositivos',
          security: [{ bearerAuth: [] }],
          response: responses(messageResponse, 200, [401]),
        },
      },
      async (request) => ok(await logoutEverywhere(ctx, authOf(request).userId)),
    );
  };
