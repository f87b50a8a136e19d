import { DomainError, type AdminUserDisableRequest, type AdminUserItem } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { disableAccount } from '../../identity/index.ts';
import { adminUsersRepository } from './admin-users.repository.ts';
import { adminUserItem } from './admin-user-view.ts';
import { ADMIN_TARGET, USER_NOT_FOUND } from './update-user.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';

/**
 * POST /api/admin/user/disabled: disables an investor's account (login refused with the deactivated
 * message, every session ended at once) or enables it again, in one transaction. Asking for the state
 * the account already has changes nothing (a disabled account keeps the day it was disabled).
 */
export async function setUserDisabled(
  ctx: AppContext,
  actor: AuditActor,
  request: AdminUserDisableRequest,
): Promise<AdminUserItem> {
  const { actorUserId } = actor;
  if (request.userId === actorUserId)
    throw new DomainError('CONFLICT', 'No puedes desactivar tu propia cuenta.');
  return ctx.db.transaction(async (tx) => {
    const user = await adminUsersRepository.lockById(tx, request.userId);
    if (!user) throw new DomainError('NOT_FOUND', USER_NOT_FOUND);
    if (user.profile === 'ADMIN') throw new DomainError('CONFLICT', ADMIN_TARGET);
    const disabled = user.disabledAt !== null;
    if (request.disabled && !disabled) await disableAccount(ctx, user.id, tx);
    if (!request.disabled && disabled) {
      await adminUsersRepository.update(tx, user.id, { disabledAt: null, updatedAt: ctx.now() });
      await ctx.sessions.forgetUser(user.id, tx);
    }
    if (request.disabled !== disabled)
      await recordAudit(tx, {
        ...actor,
        action: request.disabled ? 'user.disable' : 'user.enable',
        entity: 'user',
        entityId: user.id,
        before: { disabled },
        after: { disabled: request.disabled },
        at: ctx.now(),
      });
    return adminUserItem((await adminUsersRepository.findListRow(tx, user.id))!);
  });
}
