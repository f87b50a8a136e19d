import { DomainError, FEEDBACK_MAX_FILE_BYTES, FEEDBACK_MAX_FILES, feedbackResponse } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok, responses } from '../../http.ts';
import { authOf } from '../../plugins/auth.ts';
import { submitFeedback, type FeedbackUpload } from './submit-feedback.ts';

export const feedbackRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/feedback',
      {
        preHandler: app.authenticate,
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
        if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
        const upload: FeedbackUpload = { fields: {}, files: [] };
        try {
          // One more file than allowed is read so an 11th image is refused with a clear message.
          for await (const part of request.parts({
            limits: { files: FEEDBACK_MAX_FILES + 1, fileSize: FEEDBACK_MAX_FILE_BYTES },
          })) {
            if (part.type === 'file')
              upload.files.push({ filename: part.filename, bytes: await part.toBuffer() });
            else if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
          }
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE')
            throw new DomainError('PAYLOAD_TOO_LARGE', 'Cada imagen debe pesar como máximo 1.5 MB.', [
              { field: 'body.files', message: 'Cada imagen debe pesar como máximo 1.5 MB.' },
            ]);
          if (code === 'FST_FILES_LIMIT')
            throw new DomainError('VALIDATION_ERROR', 'Puedes adjuntar hasta 10 imágenes.', [
              { field: 'body.files', message: 'Puedes adjuntar hasta 10 imágenes.' },
            ]);
          throw error;
        }
        return reply.status(201).send(ok(await submitFeedback(ctx, authOf(request).userId, upload)));
      },
    );
  };
