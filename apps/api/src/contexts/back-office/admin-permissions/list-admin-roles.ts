import { isAdminRoleCode, permissionMeanings, permissions, type AdminRoleView } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { adminPermissionsRepository } from './admin-permissions.repository.ts';

/** GET /api/admin/permissions/RoleList: every role with what each of its permissions allows. */
export async function listAdminRoles(ctx: AppContext): Promise<AdminRoleView[]> {
  const roles = await adminPermissionsRepository.listRoles(ctx.db);
  return roles
    .filter((role) => isAdminRoleCode(role.code))
    .map((role) => ({
      code: role.code as AdminRoleView['code'],
      name: role.name,
      description: role.description,
      // In the catalogue's order, which keeps each area's permissions together.
      permissions: permissions
        .filter((p) => role.permissions.includes(p))
        .map((permission) => ({ permission, ...permissionMeanings[permission] })),
    }));
}
