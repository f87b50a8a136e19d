import { DomainError, type AdminProfileView, type AdminRoleCode } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { assertAccessInvariants, beginAccessWrite } from './access-invariants.ts';
import { adminPermissionsRepository as repo } from './admin-permissions.repository.ts';
import { listAdminProfiles } from './list-admin-profiles.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';

/**
 * POST /api/admin/permissions/ProfileAdmin: creates a profile (no `profileId`) or replaces a
 * profile's name, description and roles; its holders' permissions change on their next request.
 */
export async function saveAdminProfile(
  ctx: AppContext,
  actor: AuditActor,
  body: { profileId?: string | undefined; name: string; description: string; roles: AdminRoleCode[] },
): Promise<AdminProfileView> {
  const { actorUserId } = actor;
  const id = await ctx.db.transaction(async (tx) => {
    const before = await beginAccessWrite(tx, actorUserId);
    if (body.profileId && !(await repo.findProfile(tx, body.profileId)))
      throw new DomainError('ADMIN_PROFILE_NOT_FOUND');
    const clash = await repo.findProfileByName(tx, body.name);
    if (clash && clash.id !== body.profileId) throw new DomainError('ADMIN_PROFILE_NAME_TAKEN');
    const values = { name: body.name, description: body.description };
    let profileId = body.profileId;
    if (profileId) await repo.updateProfile(tx, profileId, values, ctx.now());
    else profileId = (await repo.insertProfile(tx, values, ctx.now())).id;
    await repo.replaceProfileRoles(tx, profileId, body.roles);
    await recordAudit(tx, {
      ...actor,
      action: body.profileId ? 'admin.profile.update-roles' : 'admin.profile.create',
      entity: 'admin-profile',
      entityId: profileId,
      after: { name: body.name, description: body.description, roles: body.roles },
      at: ctx.now(),
    });
    await assertAccessInvariants(tx, actorUserId, before);
    return profileId;
  });
  await ctx.cache.invalidate('admin-access');
  const saved = (await listAdminProfiles(ctx, true)).find((p) => p.id === id);
  if (!saved) throw new DomainError('ADMIN_PROFILE_NOT_FOUND');
  return saved;
}
