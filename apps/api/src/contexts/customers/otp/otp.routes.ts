import { customersEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { clientInfoOf } from '../../../shared/client-info.ts';
import { requestOtp } from './request-otp.ts';

export const otpRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, customersEndpoints.requestOneTimeCode, async (request) =>
      ok(await requestOtp(ctx, authOf(request).userId, request.body.purpose, clientInfoOf(request))),
    );
  };
