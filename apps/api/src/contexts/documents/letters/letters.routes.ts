import { letterDeleted, letterIdParams, letterList, letterListQuery } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
import { deleteLetter } from './delete-letter.ts';
import { listLetters } from './list-letters.ts';
import { auditActorOf } from '../../audit/index.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The back office's letters (newsletter entries, requirements R7 "Letters"): admin-only, under /api/onboarding. */
export const lettersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/onboarding/letter',
      {
        onRequest: [app.authenticate, requirePermission('letter.read')],
        schema: {
          tags,
          security,
          summary: 'Inscripciones al boletín (cartas), de la más reciente, 10 por página',
          querystring: letterListQuery,
          response: responses(letterList, 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await listLetters(ctx, request.query)),
    );
    app.delete(
      '/api/onboarding/letter/delete/:id',
      {
        onRequest: [app.authenticate, requirePermission('letter.delete')],
        schema: {
          tags,
          security,
          summary: 'Borra una inscripción al boletín',
          params: letterIdParams,
          response: responses(letterDeleted, 200, [400, 401, 403, 404]),
        },
      },
      async (request) => ok(await deleteLetter(ctx, request.params.id, auditActorOf(request))),
    );
  };
