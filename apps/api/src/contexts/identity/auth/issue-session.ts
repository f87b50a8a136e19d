import type { Profile, SessionResponse } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { signAccessToken } from './access-token.ts';
import { authRepository } from './auth.repository.ts';
import { newOpaqueToken } from './opaque-token.ts';

/**
 * A new access token plus a refresh token. Without `sessionId` a new session starts (a login on this
 * device); with it the rotated refresh token continues that session.
 */
export async function issueSession(
  ctx: AppContext,
  db: Db,
  user: { id: string; profile: string },
  start: { client: ClientInfo } | { sessionId: string },
): Promise<SessionResponse> {
  const { config } = ctx;
  const sessionId =
    'sessionId' in start
      ? start.sessionId
      : await authRepository.insertSession(db, { userId: user.id, ...start.client });
  const refresh = newOpaqueToken();
  await authRepository.insertRefreshToken(db, {
    userId: user.id,
    familyId: sessionId,
    tokenHash: refresh.hash,
    expiresAt: new Date(ctx.now().getTime() + config.refreshTokenTtlSeconds * 1000),
  });
  const accessToken = await signAccessToken(
    { userId: user.id, profile: user.profile as Profile, sessionId },
    config.jwtSecret,
    config.accessTokenTtlSeconds,
  );
  return {
    accessToken,
    refreshToken: refresh.token,
    tokenType: 'Bearer',
    expiresIn: config.accessTokenTtlSeconds,
  };
}
