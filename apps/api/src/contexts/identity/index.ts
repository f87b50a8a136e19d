// The public entry of the identity context (docs/decisions/0025-api-bounded-contexts.md): what code
// outside it may import. Everything else in this folder is its own business.
export { verifyAccessToken, verifyAccessTokenUntil } from './auth/access-token.ts';
export type { AccessClaims } from './auth/access-token.ts';
export { authRepository } from './auth/auth.repository.ts';
export type { UserRow } from './auth/auth.repository.ts';
export { authRoutes } from './auth/auth.routes.ts';
export { disableAccount } from './auth/disable-account.ts';
export { issueSession } from './auth/issue-session.ts';
export { hashPassword } from './auth/password-hash.ts';
export { checkPassword, hashNewPassword } from './auth/passwords.ts';
export { SESSION_CACHE_TTL_MS, createSessionCache } from './auth/session-cache.ts';
export type { SessionCache } from './auth/session-cache.ts';
export { identityRoutes } from './identity/identity.routes.ts';
export { passwordRoutes } from './password/password.routes.ts';
export { devicesRoutes } from './devices/devices.routes.ts';
export { pushLiveEvent } from './devices/push-live-event.ts';
