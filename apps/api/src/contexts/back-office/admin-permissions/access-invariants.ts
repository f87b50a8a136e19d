import { DomainError } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { adminPermissionsRepository as repo } from './admin-permissions.repository.ts';

/** Whether the user, as the database holds them now, may manage permissions. */
async function managesPermissions(tx: Db, userId: string): Promise<boolean> {
  const user = await repo.findUser(tx, { id: userId });
  if (user?.profile !== 'ADMIN' || !user.adminProfileId) return false;
  return (await repo.permissionsOfProfile(tx, user.adminProfileId)).includes('admin.permissions.write');
}

/**
 * Every permission write runs in one transaction that starts here and ends with
 * `assertAccessInvariants`. The lock serialises those writes; behind it the caller's right is read
 * again (another write may have taken it while this one waited), and the end refuses, so rolls back,
 * a change that left the caller without permission management or the back office without its last
 * super admin.
 */
export async function beginAccessWrite(tx: Db, actorUserId: string): Promise<{ superAdminsBefore: number }> {
  await repo.lock(tx);
  if (!(await managesPermissions(tx, actorUserId))) throw new DomainError('FORBIDDEN');
  return { superAdminsBefore: await repo.countSuperAdmins(tx) };
}

export async function assertAccessInvariants(
  tx: Db,
  actorUserId: string,
  { superAdminsBefore }: { superAdminsBefore: number },
): Promise<void> {
  if (!(await managesPermissions(tx, actorUserId))) throw new DomainError('ADMIN_OWN_PERMISSIONS');
  if (superAdminsBefore > 0 && (await repo.countSuperAdmins(tx)) === 0)
    throw new DomainError('ADMIN_LAST_SUPER_ADMIN');
}
