import { backOfficeEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { getAdminMe } from './get-admin-me.ts';
import { listQuestionAnswers } from './list-question-answers.ts';
import { listUsers } from './list-users.ts';
import { setUserDisabled } from './set-user-disabled.ts';
import { updateAdminProfile } from './update-admin-profile.ts';
import { updateUser } from './update-user.ts';
import { auditActorOf } from '../../audit/index.ts';

/**
 * The back office's users (requirements R7 Admin: user/…, users/me, updateprofile): docs/back-office.md.
 * Authentication (401), then the permission (403), both before the body is read or validated; the
 * administrator's own record is open to any administrator, whatever their roles.
 */
export const adminUsersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, backOfficeEndpoints.listParticipants, async (request) =>
      ok(await listUsers(ctx, 'PARTICIPE', request.body)),
    );
    route(app, backOfficeEndpoints.listUsersByProfile, async (request) => {
      const { profile, ...filter } = request.body;
      return ok(await listUsers(ctx, profile, filter));
    });
    route(app, backOfficeEndpoints.updateUser, async (request) =>
      ok(await updateUser(ctx, request.body, auditActorOf(request))),
    );
    route(app, backOfficeEndpoints.setUserDisabled, async (request) =>
      ok(await setUserDisabled(ctx, auditActorOf(request), request.body)),
    );
    route(app, backOfficeEndpoints.listQuestionAnswers, async (request) =>
      ok(await listQuestionAnswers(ctx, request.query)),
    );
    route(app, backOfficeEndpoints.getAdminMe, async (request) => ok(await getAdminMe(ctx, request)));
    route(app, backOfficeEndpoints.updateAdminProfile, async (request) =>
      ok(await updateAdminProfile(ctx, request, request.body)),
    );
  };
