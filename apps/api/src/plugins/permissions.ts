import { DomainError, hasPermission, type Permission } from '@invierte/domain';
import type { FastifyRequest } from 'fastify';
import { authOf } from './auth.ts';

/**
 * Hook refusing (403) an authenticated user without the permission; list it after `authenticate` in
 * the route's `onRequest`, so the refusal comes before the body is read or validated.
 * Every back-office route names the permission it needs (packages/domain/src/permissions.ts).
 */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest) => {
    if (!hasPermission(authOf(request).profile, permission)) throw new DomainError('FORBIDDEN');
  };
}
