import { DomainError, isPermission, type Permission } from '@invierte/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { adminPermissionsRepository } from '../contexts/back-office/index.ts';
import { authOf } from './auth.ts';

/** A route hook that names the permission it checks; null: any administrator. */
export type PermissionHook = ((request: FastifyRequest) => Promise<void>) & {
  permission: Permission | null;
};

const none: ReadonlySet<Permission> = new Set();

/**
 * What an admin profile's roles allow. Kept in memory per profile (the answer cache, tag
 * `admin-access`): every permission write drops it here and, with Redis, in every API process.
 */
export async function adminPermissionsOf(
  ctx: AppContext,
  adminProfileId: string | null | undefined,
): Promise<ReadonlySet<Permission>> {
  if (!adminProfileId) return none;
  const { data } = await ctx.cache.get('admin-access', adminProfileId, async () =>
    (await adminPermissionsRepository.permissionsOfProfile(ctx.db, adminProfileId)).filter(isPermission),
  );
  return new Set(data);
}

/** What the authenticated caller may do in the back office (nothing unless ADMIN with a profile). */
export async function callerPermissions(request: FastifyRequest): Promise<ReadonlySet<Permission>> {
  if (authOf(request).profile !== 'ADMIN') return none;
  return adminPermissionsOf(request.server.appContext, request.authUser?.adminProfileId);
}

/**
 * Hook refusing (403) an authenticated user whose admin profile's roles lack the permission; list
 * it after `authenticate` in the route's `onRequest`, so the refusal comes before the body is read
 * or validated. Every back-office route names the permission it needs (packages/domain
 * permissions.ts); the hook carries it, so the authorization test reads it off the route.
 */
export function requirePermission(permission: Permission): PermissionHook {
  const hook = async (request: FastifyRequest) => {
    if (!(await callerPermissions(request)).has(permission)) throw new DomainError('FORBIDDEN');
  };
  return Object.assign(hook, { permission });
}

/** Hook for a back-office route every administrator may call, whatever their roles. */
export function requireAnyAdmin(): PermissionHook {
  const hook = async (request: FastifyRequest) => {
    if (authOf(request).profile !== 'ADMIN') throw new DomainError('FORBIDDEN');
  };
  return Object.assign(hook, { permission: null });
}

/** The permission a route's `onRequest` hooks check: undefined when none is a permission hook. */
export function permissionOfRoute(onRequest: unknown): Permission | null | undefined {
  for (const hook of [onRequest].flat())
    if (typeof hook === 'function' && 'permission' in hook) return (hook as PermissionHook).permission;
  return undefined;
}
