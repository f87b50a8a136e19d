import { DomainError, type AdminUserView } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { assertAccessInvariants, beginAccessWrite } from './access-invariants.ts';
import { adminPermissionsRepository as repo } from './admin-permissions.repository.ts';
import { adminUserViewOf } from './views.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';

/**
 * POST /api/admin/permissions/UserAdmin: makes an existing account an administrator with a profile
 * (by e-mail), or changes an administrator's profile (by user id). The session check reads the
 * profile on every request, so the change applies to the person's very next call.
 */
export async function saveAdminUser(
  ctx: AppContext,
  actor: AuditActor,
  body: { userId?: string | undefined; email?: string | undefined; profileId: string },
): Promise<AdminUserView> {
  const { actorUserId } = actor;
  const view = await ctx.db.transaction(async (tx) => {
    const before = await beginAccessWrite(tx, actorUserId);
    const user = await repo.findUser(tx, body.userId ? { id: body.userId } : { email: body.email ?? '' });
    if (!user) throw new DomainError(body.userId ? 'ADMIN_NOT_AN_ADMIN' : 'ADMIN_USER_NOT_FOUND');
    if (body.userId && user.profile !== 'ADMIN') throw new DomainError('ADMIN_NOT_AN_ADMIN');
    if (user.profile === 'PARTICIPE') throw new DomainError('ADMIN_USER_IS_PARTICIPE');
    if (user.profile !== 'ADMIN' && user.disabledAt) throw new DomainError('ADMIN_USER_DISABLED');
    const profile = await repo.findProfile(tx, body.profileId);
    if (!profile) throw new DomainError('ADMIN_PROFILE_NOT_FOUND');
    await repo.setAdmin(tx, user.id, { profile: 'ADMIN', adminProfileId: profile.id }, ctx.now());
    await recordAudit(tx, {
      ...actor,
      action: 'admin.user.save',
      entity: 'user',
      entityId: user.id,
      before: { profile: user.profile, adminProfileId: user.adminProfileId ?? null },
      after: { profile: 'ADMIN', adminProfileId: profile.id },
      at: ctx.now(),
    });
    await assertAccessInvariants(tx, actorUserId, before);
    return adminUserViewOf({
      ...user,
      userId: user.id,
      profileId: profile.id,
      profileName: profile.name,
    });
  });
  // The session check keeps the user row for a minute: the new profile must apply at once.
  await ctx.sessions.forgetUser(view.userId, ctx.db);
  return view;
}
