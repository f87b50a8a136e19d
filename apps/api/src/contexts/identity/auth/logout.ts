import type { AppContext } from '../../../context.ts';
import { verifyAccessToken } from './access-token.ts';
import { authRepository } from './auth.repository.ts';
import { hashOpaqueToken } from './opaque-token.ts';

/**
 * Ends the session on the server at once: the one the refresh token belongs to and the one the
 * bearer access token names (either is enough). Idempotent; a guest's call changes nothing.
 */
export async function logout(
  ctx: AppContext,
  tokens: { refreshToken?: string; accessToken?: string | null },
) {
  const now = ctx.now();
  const sessionIds = new Set<string>();
  if (tokens.refreshToken) {
    const row = await authRepository.findRefreshToken(ctx.db, hashOpaqueToken(tokens.refreshToken));
    if (row) sessionIds.add(row.familyId);
  }
  if (tokens.accessToken) {
    const claims = verifyAccessToken(tokens.accessToken, ctx.config.jwtVerifySecrets);
    if (claims) sessionIds.add(claims.sessionId);
  }
  for (const id of sessionIds) {
    await authRepository.revokeSession(ctx.db, id, 'LOGOUT', now);
    await ctx.sessions.forgetSession(id, ctx.db);
  }
  return { message: 'Sesión cerrada.' };
}
