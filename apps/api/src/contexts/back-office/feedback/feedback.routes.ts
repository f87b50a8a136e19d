import { FEEDBACK_MAX_FILE_BYTES, FEEDBACK_MAX_FILES, backOfficeEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { readMultipart } from '../../../shared/read-multipart.ts';
import { submitFeedback } from './submit-feedback.ts';

export const feedbackRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      backOfficeEndpoints.sendFeedback,
      async (request, reply) => {
        const upload = await readMultipart(request, {
          maxFiles: FEEDBACK_MAX_FILES,
          maxFileBytes: FEEDBACK_MAX_FILE_BYTES,
          tooLarge: 'Cada imagen debe pesar como máximo 1.5 MB.',
          tooMany: 'Puedes adjuntar hasta 10 imágenes.',
        });
        return reply.status(201).send(ok(await submitFeedback(ctx, authOf(request).userId, upload)));
      },
      { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    );
  };
