import { customersEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { answerQuestion } from './answer-question.ts';
import { getSidebar } from './get-sidebar.ts';
import { getUserProfile } from './get-user-profile.ts';
import { getQuestionProgress } from './question-progress.ts';

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, customersEndpoints.answerQuestion, async (request) =>
      ok(await answerQuestion(ctx, authOf(request).userId, request.body.questionKey, request.body.answerKey)),
    );

    route(app, customersEndpoints.getQuestionProgress, async (request) =>
      ok(await getQuestionProgress(ctx, authOf(request).userId)),
    );

    route(app, customersEndpoints.getSidebar, async (request) =>
      ok(await getSidebar(ctx, authOf(request).userId)),
    );

    route(app, customersEndpoints.getUserProfile, async (request) =>
      ok(await getUserProfile(ctx, authOf(request).userId)),
    );
  };
