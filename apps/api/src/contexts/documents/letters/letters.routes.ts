import { documentsEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { deleteLetter } from './delete-letter.ts';
import { listLetters } from './list-letters.ts';
import { auditActorOf } from '../../audit/index.ts';

/** The back office's letters (newsletter entries, requirements R7 "Letters"): admin-only, under /api/onboarding. */
export const lettersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, documentsEndpoints.listLetters, async (request) => ok(await listLetters(ctx, request.query)));

    route(app, documentsEndpoints.deleteLetter, async (request) =>
      ok(await deleteLetter(ctx, request.params.id, auditActorOf(request))),
    );
  };
