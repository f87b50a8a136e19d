import { userProfileResponse } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok, responses } from '../../http.ts';
import { authOf } from '../../plugins/auth.ts';
import { getMyProfile } from './get-my-profile.ts';

export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/profile/me',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['profile'],
          summary: 'Perfil del usuario autenticado',
          security: [{ bearerAuth: [] }],
          response: responses(userProfileResponse, 200, [401]),
        },
      },
      async (request) => ok(await getMyProfile(ctx, authOf(request).userId)),
    );
  };
