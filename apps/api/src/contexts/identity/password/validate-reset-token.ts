import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { authRepository } from '../auth/auth.repository.ts';
import { findUsableResetToken } from './reset-token.ts';

/** `r***@example.pe`: enough for the person to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** Checks a reset link before the page shows the new-password form (requirements R7 validate-token-password). */
export async function validateResetToken(ctx: AppContext, token: string | null) {
  const row = await findUsableResetToken(ctx.db, token, ctx.now());
  const user = await authRepository.findUserById(ctx.db, row.userId);
  if (!user || user.disabledAt) throw new DomainError('TOKEN_INVALID');
  return { valid: true as const, email: maskEmail(user.email) };
}
