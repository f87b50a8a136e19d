import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { beginAccessWrite } from './access-invariants.ts';
import { adminPermissionsRepository as repo } from './admin-permissions.repository.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';

/** DELETE /api/admin/permissions/ProfileAdmin?profile_id=: refused while an administrator holds it. */
export async function deleteAdminProfile(
  ctx: AppContext,
  actor: AuditActor,
  profileId: string,
): Promise<{ id: string }> {
  const { actorUserId } = actor;
  await ctx.db.transaction(async (tx) => {
    await beginAccessWrite(tx, actorUserId);
    if (!(await repo.findProfile(tx, profileId))) throw new DomainError('ADMIN_PROFILE_NOT_FOUND');
    const holders = await repo.countHolders(tx, profileId);
    if (holders > 0)
      throw new DomainError(
        'ADMIN_PROFILE_IN_USE',
        `Este perfil está asignado a ${holders === 1 ? '1 administrador' : `${holders} administradores`}. Cámbiales el perfil antes de borrarlo.`,
      );
    await repo.deleteProfile(tx, profileId);
    await recordAudit(tx, {
      ...actor,
      action: 'admin.profile.delete',
      entity: 'admin-profile',
      entityId: profileId,
      before: { id: profileId },
      at: ctx.now(),
    });
  });
  await ctx.cache.invalidate('admin-access');
  return { id: profileId };
}
