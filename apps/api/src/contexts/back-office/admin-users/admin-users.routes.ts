import {
  adminMe,
  adminOwnProfileRequest,
  adminQuestionList,
  adminQuestionQuery,
  adminUserDisableRequest,
  adminUserItem,
  adminUserList,
  adminUserUpdateRequest,
  participantListRequest,
  usersByProfileRequest,
  type Permission,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { requireAnyAdmin, requirePermission } from '../../../plugins/permissions.ts';
import { getAdminMe } from './get-admin-me.ts';
import { listQuestionAnswers } from './list-question-answers.ts';
import { listUsers } from './list-users.ts';
import { setUserDisabled } from './set-user-disabled.ts';
import { updateAdminProfile } from './update-admin-profile.ts';
import { updateUser } from './update-user.ts';
import { auditActorOf } from '../../audit/index.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The back office's users (requirements R7 Admin: user/…, users/me, updateprofile): docs/back-office.md. */
export const adminUsersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** Authentication (401), then the permission (403), both before the body is read or validated. */
    const guard = (permission: Permission) => ({
      onRequest: [app.authenticate, requirePermission(permission)],
    });
    /** The administrator's own record: any administrator, whatever their roles. */
    const anyAdmin = { onRequest: [app.authenticate, requireAnyAdmin()] };

    app.post(
      '/api/admin/user/listparticipant',
      {
        ...guard('user.read'),
        schema: {
          tags,
          security,
          summary: 'Partícipes: búsqueda por nombre, correo o documento, paginada y ordenada, con sus cuotas',
          body: participantListRequest,
          response: responses(adminUserList, 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await listUsers(ctx, 'PARTICIPE', request.body)),
    );
    app.post(
      '/api/admin/user/listbyprofile',
      {
        ...guard('user.read'),
        schema: {
          tags,
          security,
          summary: 'Usuarios de un perfil (INTERESADO, PARTICIPE o ADMIN), paginados y ordenados',
          body: usersByProfileRequest,
          response: responses(adminUserList, 200, [400, 401, 403]),
        },
      },
      async (request) => {
        const { profile, ...filter } = request.body;
        return ok(await listUsers(ctx, profile, filter));
      },
    );
    app.post(
      '/api/admin/user/update',
      {
        ...guard('user.write'),
        schema: {
          tags,
          security,
          summary: 'Corrige nombres, correo, perfil o cliente preferente de un inversionista',
          body: adminUserUpdateRequest,
          response: responses(adminUserItem, 200, [400, 401, 403, 404, 409]),
        },
      },
      async (request) => ok(await updateUser(ctx, request.body, auditActorOf(request))),
    );
    app.post(
      '/api/admin/user/disabled',
      {
        ...guard('user.write'),
        schema: {
          tags,
          security,
          summary:
            'Desactiva (no puede ingresar y se cierran sus sesiones) o reactiva la cuenta de un inversionista',
          body: adminUserDisableRequest,
          response: responses(adminUserItem, 200, [400, 401, 403, 404, 409]),
        },
      },
      async (request) => ok(await setUserDisabled(ctx, auditActorOf(request), request.body)),
    );
    app.get(
      '/api/admin/user/question',
      {
        ...guard('user.read'),
        schema: {
          tags,
          security,
          summary: 'Respuestas del cuestionario de perfil de inversionista (de un usuario o de todos)',
          querystring: adminQuestionQuery,
          response: responses(adminQuestionList, 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await listQuestionAnswers(ctx, request.query)),
    );
    app.get(
      '/api/admin/users/me',
      {
        ...anyAdmin,
        schema: {
          tags,
          security,
          summary: 'El administrador autenticado, su perfil de administrador y sus permisos',
          response: responses(adminMe, 200, [401, 403]),
        },
      },
      async (request) => ok(await getAdminMe(ctx, request)),
    );
    app.put(
      '/api/admin/updateprofile',
      {
        ...anyAdmin,
        schema: {
          tags,
          security,
          summary: 'El administrador corrige sus propios nombres y apellidos',
          body: adminOwnProfileRequest,
          response: responses(adminMe, 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await updateAdminProfile(ctx, request, request.body)),
    );
  };
