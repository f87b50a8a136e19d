import type { AppContext } from '../../context.ts';
import { authRepository } from './auth.repository.ts';
import { hashOpaqueToken } from './opaque-token.ts';

/** Ends the session on the server: the refresh token's whole family stops working. Idempotent. */
export async function logout(ctx: AppContext, refreshToken: string) {
  const row = await authRepository.findRefreshToken(ctx.db, hashOpaqueToken(refreshToken));
  if (row) await authRepository.revokeFamily(ctx.db, row.familyId, ctx.now());
  return { message: 'Sesión cerrada.' };
}
