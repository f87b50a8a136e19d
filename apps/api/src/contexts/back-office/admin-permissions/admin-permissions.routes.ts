import { backOfficeEndpoints } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { deleteAdminProfile } from './delete-admin-profile.ts';
import { listAdminProfiles } from './list-admin-profiles.ts';
import { listAdminRoles } from './list-admin-roles.ts';
import { listAdminUsers } from './list-admin-users.ts';
import { removeAdminUser } from './remove-admin-user.ts';
import { saveAdminProfile } from './save-admin-profile.ts';
import { saveAdminUser } from './save-admin-user.ts';
import { auditActorOf } from '../../audit/index.ts';

/** Permission management (requirements R7 Permissions): docs/back-office.md, "Roles and permissions". */
export const adminPermissionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, backOfficeEndpoints.listAdminUsers, async () => ok(await listAdminUsers(ctx)));

    route(app, backOfficeEndpoints.saveAdminUser, async (request) =>
      ok(await saveAdminUser(ctx, auditActorOf(request), request.body)),
    );

    route(app, backOfficeEndpoints.removeAdminUser, async (request) =>
      ok(await removeAdminUser(ctx, auditActorOf(request), request.query.user_id)),
    );

    route(app, backOfficeEndpoints.listAdminRoles, async () => ok(await listAdminRoles(ctx)));

    route(app, backOfficeEndpoints.listAdminProfiles, async (request) =>
      ok(await listAdminProfiles(ctx, request.query.roles)),
    );

    route(app, backOfficeEndpoints.saveAdminProfile, async (request) =>
      ok(await saveAdminProfile(ctx, auditActorOf(request), request.body)),
    );

    route(app, backOfficeEndpoints.deleteAdminProfile, async (request) =>
      ok(await deleteAdminProfile(ctx, auditActorOf(request), request.query.profile_id)),
    );
  };
