import {
  avatarResponse,
  DomainError,
  flashdataRequest,
  flashdataResponse,
  partnerResponse,
  profileChangePasswordRequest,
  sessionResponse,
  userProfileResponse,
} from '@invierte/domain';
import { clientInfoOf } from '../../../shared/client-info.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { readMultipart } from '../../../shared/read-multipart.ts';
import { changeOwnPassword } from './change-own-password.ts';
import { getMyProfile } from './get-my-profile.ts';
import { getPartner } from './get-partner.ts';
import { readAvatar } from './read-avatar.ts';
import { updateFlashdata } from './update-flashdata.ts';
import { AVATAR_MAX_BYTES, uploadAvatar } from './upload-avatar.ts';

const bearer = [{ bearerAuth: [] }];

export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { onRequest: app.authenticate };

    app.get(
      '/api/profile/me',
      {
        ...auth,
        schema: {
          tags: ['profile'],
          summary: 'Perfil del usuario autenticado',
          security: bearer,
          response: responses(userProfileResponse, 200, [401]),
        },
      },
      async (request) => ok(await getMyProfile(ctx, authOf(request).userId, request.authUser)),
    );

    app.get(
      '/api/profile/partner',
      {
        ...auth,
        schema: {
          tags: ['profile'],
          summary: 'Cónyuge registrado del usuario (o null)',
          security: bearer,
          response: responses(partnerResponse, 200, [401]),
        },
      },
      async (request) => ok(await getPartner(ctx, authOf(request).userId)),
    );

    app.put(
      '/api/profile/avatar',
      {
        ...auth,
        schema: {
          tags: ['profile'],
          summary: 'Sube la foto de perfil (multipart, campo avatar: JPG, PNG o WEBP hasta 2 MB)',
          security: bearer,
          consumes: ['multipart/form-data'],
          response: responses(avatarResponse, 200, [400, 401, 413, 415]),
        },
      },
      async (request) => {
        const upload = await readMultipart(request, {
          maxFiles: 1,
          maxFileBytes: AVATAR_MAX_BYTES,
          tooLarge: 'La imagen no debe pesar más de 2 MB.',
          tooMany: 'Adjunta una sola imagen.',
        });
        const file = upload.files[0];
        if (!file) throw new DomainError('VALIDATION_ERROR', 'Adjunta una imagen.');
        return ok(await uploadAvatar(ctx, authOf(request).userId, file.bytes));
      },
    );

    app.get(
      '/api/files/avatars/:file',
      {
        schema: {
          tags: ['profile'],
          summary: 'Imagen de perfil por su nombre aleatorio',
          params: z.object({
            file: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp)$/, 'Archivo no válido.'),
          }),
        },
      },
      async (request, reply) => {
        const avatar = await readAvatar(ctx, request.params.file);
        return reply
          .header('content-type', avatar.mime)
          .header('cache-control', 'private, max-age=86400')
          .send(avatar.bytes);
      },
    );

    app.patch(
      '/api/profile/flashdata',
      {
        ...auth,
        schema: {
          tags: ['profile'],
          summary: 'Guarda indicadores de la interfaz del usuario',
          security: bearer,
          body: flashdataRequest,
          response: responses(flashdataResponse, 200, [400, 401]),
        },
      },
      async (request) => ok(await updateFlashdata(ctx, authOf(request).userId, request.body)),
    );

    app.patch(
      '/api/users/showed-onboarding-profile',
      {
        ...auth,
        schema: {
          tags: ['profile'],
          summary: 'Marca como visto el aviso de perfil de onboarding',
          security: bearer,
          response: responses(flashdataResponse, 200, [401]),
        },
      },
      async (request) =>
        ok(await updateFlashdata(ctx, authOf(request).userId, { showedOnboardingProfile: true })),
    );

    app.post(
      '/api/profile/change-password',
      {
        ...auth,
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['profile'],
          summary: 'Cambia la contraseña con la contraseña actual',
          security: bearer,
          body: profileChangePasswordRequest,
          response: responses(sessionResponse, 200, [400, 401]),
        },
      },
      async (request) =>
        ok(
          await changeOwnPassword(
            ctx,
            authOf(request).userId,
            request.body.currentPassword,
            request.body.password,
            clientInfoOf(request),
          ),
        ),
    );
  };
