import { DomainError, hasPermission, type Permission } from '@invierte/domain';
import type { FastifyRequest } from 'fastify';
import { authOf } from './auth.ts';

/**
 * preHandler refusing (403) an authenticated user without the permission (use after `authenticate`).
 * Every back-office route names the permission it needs (packages/domain/src/permissions.ts).
 */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest) => {
    if (!hasPermission(authOf(request).profile, permission)) throw new DomainError('FORBIDDEN');
  };
}
