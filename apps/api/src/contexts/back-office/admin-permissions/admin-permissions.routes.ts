import {
  adminProfileBody,
  adminProfileListQuery,
  adminProfileQuery,
  adminProfileView,
  adminRoleView,
  adminUserBody,
  adminUserQuery,
  adminUserView,
  type Permission,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
import { deleteAdminProfile } from './delete-admin-profile.ts';
import { listAdminProfiles } from './list-admin-profiles.ts';
import { listAdminRoles } from './list-admin-roles.ts';
import { listAdminUsers } from './list-admin-users.ts';
import { removeAdminUser } from './remove-admin-user.ts';
import { saveAdminProfile } from './save-admin-profile.ts';
import { saveAdminUser } from './save-admin-user.ts';
import { auditActorOf } from '../../audit/index.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const base = '/api/admin/permissions';

/** Permission management (requirements R7 Permissions): docs/back-office.md, "Roles and permissions". */
export const adminPermissionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = (permission: Permission) => ({
      onRequest: [app.authenticate, requirePermission(permission)],
    });

    app.get(
      `${base}/UserAdmin`,
      {
        ...guard('admin.permissions.read'),
        schema: {
          tags,
          security,
          summary: 'Administradores con su perfil',
          response: responses(z.array(adminUserView), 200, [401, 403]),
        },
      },
      async () => ok(await listAdminUsers(ctx)),
    );

    app.post(
      `${base}/UserAdmin`,
      {
        ...guard('admin.permissions.write'),
        schema: {
          tags,
          security,
          summary:
            'Da acceso de administrador a una cuenta existente (por correo) o cambia el perfil de un administrador (por userId)',
          body: adminUserBody,
          response: responses(adminUserView, 200, [400, 401, 403, 404, 409]),
        },
      },
      async (request) => ok(await saveAdminUser(ctx, auditActorOf(request), request.body)),
    );

    app.delete(
      `${base}/UserAdmin`,
      {
        ...guard('admin.permissions.write'),
        schema: {
          tags,
          security,
          summary: 'Quita el acceso de administrador (no a ti mismo ni al último superadministrador)',
          querystring: adminUserQuery,
          response: responses(adminUserView, 200, [400, 401, 403, 404, 409]),
        },
      },
      async (request) => ok(await removeAdminUser(ctx, auditActorOf(request), request.query.user_id)),
    );

    app.get(
      `${base}/RoleList`,
      {
        ...guard('admin.permissions.read'),
        schema: {
          tags,
          security,
          summary: 'Los roles con lo que permite cada uno de sus permisos',
          response: responses(z.array(adminRoleView), 200, [401, 403]),
        },
      },
      async () => ok(await listAdminRoles(ctx)),
    );

    app.get(
      `${base}/ProfileAdmin`,
      {
        ...guard('admin.permissions.read'),
        schema: {
          tags,
          security,
          summary: 'Perfiles de administrador con cuántos lo tienen; con roles=true, también sus roles',
          querystring: adminProfileListQuery,
          response: responses(z.array(adminProfileView), 200, [400, 401, 403]),
        },
      },
      async (request) => ok(await listAdminProfiles(ctx, request.query.roles)),
    );

    app.post(
      `${base}/ProfileAdmin`,
      {
        ...guard('admin.permissions.write'),
        schema: {
          tags,
          security,
          summary: 'Crea un perfil de administrador (sin profileId) o cambia su nombre, descripción y roles',
          body: adminProfileBody,
          response: responses(adminProfileView, 200, [400, 401, 403, 404, 409]),
        },
      },
      async (request) => ok(await saveAdminProfile(ctx, auditActorOf(request), request.body)),
    );

    app.delete(
      `${base}/ProfileAdmin`,
      {
        ...guard('admin.permissions.write'),
        schema: {
          tags,
          security,
          summary: 'Borra un perfil de administrador que nadie tiene asignado',
          querystring: adminProfileQuery,
          response: responses(z.object({ id: z.uuid() }), 200, [400, 401, 403, 404, 409]),
        },
      },
      async (request) => ok(await deleteAdminProfile(ctx, auditActorOf(request), request.query.profile_id)),
    );
  };
