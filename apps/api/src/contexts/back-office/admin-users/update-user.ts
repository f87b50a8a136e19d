import { DomainError, type AdminUserItem, type AdminUserUpdateRequest } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { adminUsersRepository } from './admin-users.repository.ts';
import { adminUserItem } from './admin-user-view.ts';
import { recordAudit } from '../../audit/index.ts';
import type { AuditActor } from '../../audit/index.ts';

export const USER_NOT_FOUND = 'No encontramos a ese usuario.';
export const ADMIN_TARGET =
  'Los datos y el acceso de un administrador se gestionan en Permisos; sus nombres, en su propio perfil.';

/**
 * POST /api/admin/user/update: corrects an investor's names, e-mail, profile or affluent flag, in one
 * transaction with the user's row locked. The document and everything the investor signed stay as
 * they are (the contract refuses other fields); administrators are managed in Permisos; the profile
 * follows the holdings (PARTICIPE only with quotas, INTERESADO only without).
 */
export async function updateUser(
  ctx: AppContext,
  request: AdminUserUpdateRequest,
  actor: AuditActor,
): Promise<AdminUserItem> {
  const { userId, ...changes } = request;
  return ctx.db.transaction(async (tx) => {
    const user = await adminUsersRepository.lockById(tx, userId);
    if (!user) throw new DomainError('NOT_FOUND', USER_NOT_FOUND);
    if (user.profile === 'ADMIN') throw new DomainError('CONFLICT', ADMIN_TARGET);
    if (changes.email !== undefined && changes.email !== user.email) {
      if (await adminUsersRepository.emailTakenByOther(tx, changes.email, userId))
        throw new DomainError('EMAIL_TAKEN', undefined, [
          { field: 'email', message: 'Ya existe una cuenta registrada con este correo.' },
        ]);
    }
    if (changes.profile !== undefined && changes.profile !== user.profile) {
      const holds = await adminUsersRepository.holdsQuotas(tx, userId);
      if (changes.profile === 'INTERESADO' && holds)
        throw new DomainError(
          'CONFLICT',
          'Tiene cuotas en su portafolio: un partícipe con inversiones no puede pasar a interesado.',
        );
      if (changes.profile === 'PARTICIPE' && !holds)
        throw new DomainError('CONFLICT', 'No tiene cuotas: solo es partícipe quien tiene inversiones.');
    }
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    await adminUsersRepository.update(tx, userId, { ...defined, updatedAt: ctx.now() });
    await recordAudit(tx, {
      ...actor,
      action: 'user.update',
      entity: 'user',
      entityId: userId,
      before: Object.fromEntries(Object.keys(defined).map((k) => [k, user[k as keyof typeof user]])),
      after: defined,
      at: ctx.now(),
    });
    // The session check answers with the user's row (profile, names): forget its copy (decision 0018).
    await ctx.sessions.forgetUser(userId, tx);
    return adminUserItem((await adminUsersRepository.findListRow(tx, userId))!);
  });
}
