import { DomainError } from '@invierte/domain';
import type { Db } from '../../../db/client.ts';
import { authRepository } from '../auth/auth.repository.ts';
import { hashOpaqueToken } from '../auth/opaque-token.ts';

/** The open reset token behind a link, or the precise reason it cannot be used. */
export async function findUsableResetToken(db: Db, token: string | null, now: Date) {
  if (!token || token.length > 200) throw new DomainError('TOKEN_INVALID');
  const row = await authRepository.findUserToken(db, 'PASSWORD_RESET', hashOpaqueToken(token));
  if (!row || row.usedAt) throw new DomainError('TOKEN_INVALID');
  if (row.expiresAt <= now) throw new DomainError('TOKEN_EXPIRED');
  return row;
}
