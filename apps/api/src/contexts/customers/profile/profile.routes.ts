import { customersEndpoints, DomainError } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { clientInfoOf } from '../../../shared/client-info.ts';
import { readMultipart } from '../../../shared/read-multipart.ts';
import { sendFileBody } from '../../../shared/send-stored-file.ts';
import { changeOwnPassword } from './change-own-password.ts';
import { getMyProfile } from './get-my-profile.ts';
import { getPartner } from './get-partner.ts';
import { readAvatar } from './read-avatar.ts';
import { updateFlashdata } from './update-flashdata.ts';
import { AVATAR_MAX_BYTES, uploadAvatar } from './upload-avatar.ts';

export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, customersEndpoints.getMyProfile, async (request) =>
      ok(await getMyProfile(ctx, authOf(request).userId, request.authUser)),
    );

    route(app, customersEndpoints.getPartner, async (request) =>
      ok(await getPartner(ctx, authOf(request).userId)),
    );

    route(app, customersEndpoints.uploadAvatar, async (request) => {
      const upload = await readMultipart(request, {
        maxFiles: 1,
        maxFileBytes: AVATAR_MAX_BYTES,
        tooLarge: 'La imagen no debe pesar más de 2 MB.',
        tooMany: 'Adjunta una sola imagen.',
      });
      const file = upload.files[0];
      if (!file) throw new DomainError('VALIDATION_ERROR', 'Adjunta una imagen.');
      // Read whole to be re-encoded: at most the 2 MB limit above.
      return ok(await uploadAvatar(ctx, authOf(request).userId, await file.read()));
    });

    route(app, customersEndpoints.readAvatar, async (request, reply) => {
      const avatar = await readAvatar(ctx, request.params.file);
      reply.header('content-type', avatar.mime).header('cache-control', 'private, max-age=86400');
      return sendFileBody(reply, avatar.body);
    });

    route(app, customersEndpoints.updateFlashdata, async (request) =>
      ok(await updateFlashdata(ctx, authOf(request).userId, request.body)),
    );

    route(app, customersEndpoints.markOnboardingProfileShown, async (request) =>
      ok(await updateFlashdata(ctx, authOf(request).userId, { showedOnboardingProfile: true })),
    );

    route(
      app,
      customersEndpoints.changeOwnPassword,
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
      { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    );
  };
