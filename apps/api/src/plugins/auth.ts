import { DomainError, type Profile } from '@invierte/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../modules/auth/access-token.ts';
import { verifyAccessToken } from '../modules/auth/access-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /** preHandler that refuses a request without a valid bearer access token. */
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

export function registerAuth(app: FastifyInstance, jwtSecret: string) {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await verifyAccessToken(token, jwtSecret) : null;
    if (!claims) throw new DomainError('UNAUTHORIZED');
    request.auth = claims;
  });
}

/** preHandler refusing authenticated users whose profile is not listed (use after `authenticate`). */
export function requireProfiles(...allowed: Profile[]) {
  return async (request: FastifyRequest) => {
    if (!allowed.includes(authOf(request).profile)) throw new DomainError('FORBIDDEN');
  };
}
