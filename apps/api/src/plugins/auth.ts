import { DomainError, type Profile } from '@invierte/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AccessClaims } from '../contexts/identity/index.ts';
import { verifyAccessToken } from '../contexts/identity/index.ts';
import { authRepository, type UserRow } from '../contexts/identity/index.ts';
import type { SessionCache } from '../contexts/identity/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
    /** The caller's user row as this request's session check read it. */
    authUser: UserRow | null;
  }
  interface FastifyInstance {
    /**
     * Hook that refuses a request without a valid bearer access token of a live session. Use it as
     * `onRequest`, so a guest gets 401 before the body is read or validated.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The claims of an authenticated request; call only behind `app.authenticate`. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new DomainError('UNAUTHORIZED');
  return request.auth;
}

/** Who is calling, as their session's check read them: id, e-mail and name (no lookup of its own). */
export function callerOf(request: FastifyRequest): { id: string; email: string; name: string } {
  const user = request.authUser;
  if (!request.auth || !user) throw new DomainError('UNAUTHORIZED');
  return { id: user.id, email: user.email, name: user.name };
}

/**
 * A signed token is not enough: its session must still be open and its user enabled, so logout,
 * a password change or reset and disabling the account take effect on the very next request. The
 * profile comes from the database, not the token, for the same reason. The lookup goes through a
 * few seconds' cache that every such change invalidates (decision 0018).
 */
export function registerAuth(
  app: FastifyInstance,
  db: Db,
  jwtSecrets: readonly string[],
  sessions: SessionCache<UserRow>,
) {
  app.decorateRequest('auth', null);
  app.decorateRequest('authUser', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? verifyAccessToken(token, jwtSecrets) : null;
    if (!claims) throw new DomainError('UNAUTHORIZED');
    const session = await sessions.lookup(claims.sessionId, () =>
      authRepository.findSessionForRequest(db, claims.sessionId),
    );
    if (!session || session.userId !== claims.userId) throw new DomainError('UNAUTHORIZED');
    // The person must learn why her session ended, not only that it did.
    if (session.user.disabledAt) throw new DomainError('SESSION_ACCOUNT_DISABLED');
    if (session.revokedAt) throw new DomainError('UNAUTHORIZED');
    request.auth = { ...claims, profile: session.user.profile };
    request.authUser = session.user;
  });
}

/** Hook refusing authenticated users whose profile is not listed (use after `authenticate`). */
export function requireProfiles(...allowed: Profile[]) {
  return async (request: FastifyRequest) => {
    if (!allowed.includes(authOf(request).profile)) throw new DomainError('FORBIDDEN');
  };
}
