import { DomainError, type AdminUserView } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { assertAccessInvariants, beginAccessWrite } from './access-invariants.ts';
import { adminPermissionsRepository as repo } from './admin-permissions.repository.ts';
import { adminUserViewOf } from './views.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';

/**
 * DELETE /api/admin/permissions/UserAdmin?user_id=: the person is no longer an administrator (an
 * INTERESADO again, without admin profile); refused for oneself and for the last super admin.
 */
export async function removeAdminUser(
  ctx: AppContext,
  actor: AuditActor,
  userId: string,
): Promise<AdminUserView> {
  const { actorUserId } = actor;
  const view = await ctx.db.transaction(async (tx) => {
    const before = await beginAccessWrite(tx, actorUserId);
    const user = await repo.findUser(tx, { id: userId });
    if (!user || user.profile !== 'ADMIN') throw new DomainError('ADMIN_NOT_AN_ADMIN');
    await repo.setAdmin(tx, user.id, { profile: 'INTERESADO', adminProfileId: null }, ctx.now());
    await recordAudit(tx, {
      ...actor,
      action: 'admin.user.remove',
      entity: 'user',
      entityId: user.id,
      before: { profile: 'ADMIN', adminProfileId: user.adminProfileId ?? null },
      after: { profile: 'INTERESADO', adminProfileId: null },
      at: ctx.now(),
    });
    await assertAccessInvariants(tx, actorUserId, before);
    return adminUserViewOf({ ...user, userId: user.id, profileId: null, profileName: null });
  });
  // The session check keeps the user row for a minute: losing access must apply at once.
  await ctx.sessions.forgetUser(userId, ctx.db);
  return view;
}
