import { otpRequest, otpResponse } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { clientInfoOf } from '../../../shared/client-info.ts';
import { requestOtp } from './request-otp.ts';

export const otpRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/otp/request',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Envía un código de un solo uso al correo del usuario',
          security: [{ bearerAuth: [] }],
          body: otpRequest,
          response: responses(otpResponse, 200, [400, 401, 404, 409]),
        },
      },
      async (request) =>
        ok(await requestOtp(ctx, authOf(request).userId, request.body.purpose, clientInfoOf(request))),
    );
  };
