import { DomainError, permissions, type AdminMe, type Permission } from '@invierte/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { authOf } from '../../../plugins/auth.ts';
import { requirePermission } from '../../../plugins/permissions.ts';
import { adminUsersRepository } from './admin-users.repository.ts';

/**
 * The permissions the server grants this request: each asked of the same check every admin route
 * runs (`requirePermission`), so what the web is told can never drift from what the API allows.
 */
async function grantedPermissions(request: FastifyRequest): Promise<Permission[]> {
  const granted: Permission[] = [];
  for (const permission of permissions) {
    try {
      await requirePermission(permission)(request);
      granted.push(permission);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'FORBIDDEN') throw error;
    }
  }
  return granted;
}

/** GET /api/admin/users/me: the administrator's own record, admin profile and permissions. */
export async function getAdminMe(ctx: AppContext, request: FastifyRequest): Promise<AdminMe> {
  const user = await adminUsersRepository.findById(ctx.db, authOf(request).userId);
  if (!user || user.disabledAt || user.profile !== 'ADMIN') throw new DomainError('FORBIDDEN');
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    secondLastName: user.secondLastName,
    profile: 'ADMIN',
    adminProfile: await adminUsersRepository.adminProfileOf(ctx.db, user.adminProfileId),
    permissions: await grantedPermissions(request),
  };
}
