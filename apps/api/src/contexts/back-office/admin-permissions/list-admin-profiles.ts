import { isAdminRoleCode, type AdminProfileView, type AdminRoleCode } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { adminPermissionsRepository } from './admin-permissions.repository.ts';

/** GET /api/admin/permissions/ProfileAdmin[?roles=true]: the admin profiles, with their roles if asked. */
export async function listAdminProfiles(ctx: AppContext, withRoles: boolean): Promise<AdminProfileView[]> {
  const profiles = await adminPermissionsRepository.listProfiles(ctx.db);
  if (!withRoles) return profiles;
  const roles = await adminPermissionsRepository.rolesOfProfiles(
    ctx.db,
    profiles.map((p) => p.id),
  );
  return profiles.map((p) => ({
    ...p,
    roles: roles
      .filter((r) => r.profileId === p.id && isAdminRoleCode(r.code))
      .map((r) => ({ code: r.code as AdminRoleCode, name: r.name })),
  }));
}
