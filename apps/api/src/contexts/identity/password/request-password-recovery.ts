import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { authRepository } from '../auth/auth.repository.ts';
import { newOpaqueToken } from '../auth/opaque-token.ts';
import { passwordResetEmail } from './password-reset-email.ts';

export const RECOVERY_MESSAGE =
  'Si el correo está registrado, te enviamos un enlace para crear una nueva contraseña. Revisa tu bandeja de entrada.';
const PER_EMAIL = { max: 3, windowMs: 15 * 60_000 };

/** Mails a single-use reset link; the answer is the same for every address (no account enumeration). */
export async function requestPasswordRecovery(ctx: AppContext, email: string) {
  if (!(await ctx.limiter.hit(`recovery:${email}`, PER_EMAIL.max, PER_EMAIL.windowMs)))
    throw new DomainError('RATE_LIMITED');
  const user = await authRepository.findUserByEmail(ctx.db, email);
  if (user && !user.disabledAt) {
    const now = ctx.now();
    const { token, hash } = newOpaqueToken();
    await ctx.db.transaction(async (tx) => {
      await authRepository.expireOpenTokens(tx, user.id, 'PASSWORD_RESET', now);
      await authRepository.insertUserToken(tx, {
        userId: user.id,
        purpose: 'PASSWORD_RESET',
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + ctx.config.linkTtlMs.passwordReset),
      });
    });
    const link = `${ctx.config.publicUrl}/create-password?token=${encodeURIComponent(token)}`;
    await ctx.mail.send(passwordResetEmail(user.email, user.name, link));
  }
  return { message: RECOVERY_MESSAGE };
}
