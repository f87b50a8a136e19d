import {
  changePasswordRequest,
  createPasswordRequest,
  messageResponse,
  passwordRecoveryRequest,
  validateResetTokenResponse,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses, strictRateLimit } from '../../../http.ts';
import { bearerToken } from '../../../plugins/auth.ts';
import { requestPasswordRecovery } from './request-password-recovery.ts';
import { resetPassword } from './reset-password.ts';
import { validateResetToken } from './validate-reset-token.ts';

const resetLink = [{ bearerAuth: [] }];

export const passwordRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const strict = strictRateLimit(ctx.config.authRateLimitMax);
    app.post(
      '/api/password/recovery',
      {
        config: strict,
        schema: {
          tags: ['password'],
          summary: 'Envía el enlace para crear una nueva contraseña',
          body: passwordRecoveryRequest,
          response: responses(messageResponse),
        },
      },
      async (request) => ok(await requestPasswordRecovery(ctx, request.body.email)),
    );

    app.post(
      '/api/auth/validate-token-password',
      {
        config: strict,
        schema: {
          tags: ['password'],
          summary: 'Valida el token del enlace (cabecera token-change-password)',
          headers: z.object({ 'token-change-password': z.string().max(200).optional() }),
          response: responses(validateResetTokenResponse, 200, [400, 410]),
        },
      },
      async (request) => {
        return ok(await validateResetToken(ctx, request.headers['token-change-password'] ?? null));
      },
    );

    for (const [url, body, summary] of [
      [
        '/api/password/create',
        createPasswordRequest,
        'Crea la nueva contraseña con el token del enlace (Bearer)',
      ],
      [
        '/api/password/change',
        changePasswordRequest,
        'Cambia la contraseña con el token del enlace (Bearer)',
      ],
    ] as const) {
      app.patch(
        url,
        {
          config: strict,
          schema: {
            tags: ['password'],
            summary,
            security: resetLink,
            body,
            response: responses(messageResponse, 200, [400, 410]),
          },
        },
        async (request) => ok(await resetPassword(ctx, bearerToken(request), request.body.password)),
      );
    }
  };
