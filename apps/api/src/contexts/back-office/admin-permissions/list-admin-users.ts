import type { AdminUserView } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { adminPermissionsRepository } from './admin-permissions.repository.ts';
import { adminUserViewOf } from './views.ts';

/** GET /api/admin/permissions/UserAdmin: every administrator with their admin profile. */
export async function listAdminUsers(ctx: AppContext): Promise<AdminUserView[]> {
  return (await adminPermissionsRepository.listAdmins(ctx.db)).map(adminUserViewOf);
}
