import { randomUUID } from 'node:crypto';
import type { Profile, SessionResponse } from '@invierte/domain';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { signAccessToken } from './access-token.ts';
import { authRepository } from './auth.repository.ts';
import { newOpaqueToken } from './opaque-token.ts';

/** A new access token plus a refresh token; `familyId` continues a rotated session, or starts one. */
export async function issueSession(
  ctx: AppContext,
  db: Db,
  user: { id: string; profile: string },
  familyId: string = randomUUID(),
): Promise<SessionResponse> {
  const { config } = ctx;
  const refresh = newOpaqueToken();
  await authRepository.insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(ctx.now().getTime() + config.refreshTokenTtlSeconds * 1000),
  });
  const accessToken = await signAccessToken(
    { userId: user.id, profile: user.profile as Profile },
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
