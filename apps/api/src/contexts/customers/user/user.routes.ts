import {
  questionAnswerRequest,
  questionProgressResponse,
  sidebarEntry,
  userProfileResponse,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { authOf, requireProfiles } from '../../../plugins/auth.ts';
import { answerQuestion } from './answer-question.ts';
import { getSidebar } from './get-sidebar.ts';
import { getUserProfile } from './get-user-profile.ts';
import { getQuestionProgress } from './question-progress.ts';

const bearer = [{ bearerAuth: [] }];

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const investor = { onRequest: [app.authenticate, requireProfiles('INTERESADO', 'PARTICIPE')] };

    app.post(
      '/api/user/question',
      {
        ...investor,
        schema: {
          tags: ['user'],
          summary: 'Guarda una respuesta del cuestionario de perfil de inversionista',
          security: bearer,
          body: questionAnswerRequest,
          response: responses(questionProgressResponse, 200, [400, 401, 403]),
        },
      },
      async (request) =>
        ok(
          await answerQuestion(ctx, authOf(request).userId, request.body.questionKey, request.body.answerKey),
        ),
    );

    app.get(
      '/api/user/question',
      {
        ...investor,
        schema: {
          tags: ['user'],
          summary: 'Avance del cuestionario de perfil de inversionista',
          security: bearer,
          response: responses(questionProgressResponse, 200, [401, 403]),
        },
      },
      async (request) => ok(await getQuestionProgress(ctx, authOf(request).userId)),
    );

    app.get(
      '/api/user/sidebar',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['user'],
          summary: 'Opciones del menú lateral para el usuario',
          security: bearer,
          response: responses(z.array(sidebarEntry), 200, [401]),
        },
      },
      async (request) => ok(await getSidebar(ctx, authOf(request).userId)),
    );

    app.get(
      '/api/user/profile',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['user'],
          summary: 'Perfil del usuario con el avance del cuestionario',
          security: bearer,
          response: responses(
            userProfileResponse.extend({ questions: questionProgressResponse }),
            200,
            [401],
          ),
        },
      },
      async (request) => ok(await getUserProfile(ctx, authOf(request).userId)),
    );
  };
