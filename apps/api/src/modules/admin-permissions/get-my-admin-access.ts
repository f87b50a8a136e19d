import { permissions, type MyAdminAccess } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { adminPermissionsOf } from '../../plugins/permissions.ts';
import { adminPermissionsRepository as repo } from './admin-permissions.repository.ts';

/** GET /api/admin/permissions/me: the caller's admin profile and what its roles allow. */
export async function getMyAdminAccess(
  ctx: AppContext,
  userId: string,
  adminProfileId: string | null | undefined,
): Promise<MyAdminAccess> {
  const profile = adminProfileId ? await repo.findProfile(ctx.db, adminProfileId) : undefined;
  const allowed = await adminPermissionsOf(ctx, profile?.id);
  return {
    userId,
    profile: profile ? { id: profile.id, name: profile.name } : null,
    permissions: permissions.filter((p) => allowed.has(p)),
  };
}
