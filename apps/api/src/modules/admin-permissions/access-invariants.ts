import { DomainError } from '@invierte/domain';
import type { Db } from '../../db/client.ts';
import { adminPermissionsRepository as repo } from './admin-permissions.repository.ts';

/**
 * Every permission write runs in one transaction that starts here (taking the lock that serialises
 * them) and ends with `assertAccessInvariants`, which refuses, and so rolls back, a change that left
 * the caller without permission management or the back office without its last super admin.
 */
export async function beginAccessWrite(tx: Db): Promise<{ superAdminsBefore: number }> {
  await repo.lock(tx);
  return { superAdminsBefore: await repo.countSuperAdmins(tx) };
}

export async function assertAccessInvariants(
  tx: Db,
  actorUserId: string,
  { superAdminsBefore }: { superAdminsBefore: number },
): Promise<void> {
  const actor = await repo.findUser(tx, { id: actorUserId });
  const kept =
    actor?.profile === 'ADMIN' && actor.adminProfileId
      ? (await repo.permissionsOfProfile(tx, actor.adminProfileId)).includes('admin.permissions.write')
      : false;
  if (!kept) throw new DomainError('ADMIN_OWN_PERMISSIONS');
  if (superAdminsBefore > 0 && (await repo.countSuperAdmins(tx)) === 0)
    throw new DomainError('ADMIN_LAST_SUPER_ADMIN');
}
