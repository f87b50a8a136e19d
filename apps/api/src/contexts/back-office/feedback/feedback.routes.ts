import { FEEDBACK_MAX_FILE_BYTES, FEEDBACK_MAX_FILES, feedbackResponse } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { readMultipart } from '../../../shared/read-multipart.ts';
import { submitFeedback } from './submit-feedback.ts';

export const feedbackRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/feedback',
      {
        onRequest: app.authenticate,
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['feedback'],
          security: [{ bearerAuth: [] }],
          summary:
            'Envía feedback con hasta 10 imágenes (multipart: reason, comment, files[], operationNumber)',
          consumes: ['multipart/form-data'],
          response: responses(feedbackResponse, 201, [400, 401, 413, 415]),
        },
      },
      async (request, reply) => {
        const upload = await readMultipart(request, {
          maxFiles: FEEDBACK_MAX_FILES,
          maxFileBytes: FEEDBACK_MAX_FILE_BYTES,
          tooLarge: 'Cada imagen debe pesar como máximo 1.5 MB.',
          tooMany: 'Puedes adjuntar hasta 10 imágenes.',
        });
        return reply.status(201).send(ok(await submitFeedback(ctx, authOf(request).userId, upload)));
      },
    );
  };
