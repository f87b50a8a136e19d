import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { authRepository } from './auth.repository.ts';
import { newOpaqueToken } from './opaque-token.ts';
import { verificationEmail } from './verification-email.ts';

/** Creates a fresh single-use verification token (earlier ones stop working) and mails its link. */
export async function sendVerificationEmail(
  ctx: AppContext,
  db: Db,
  user: { id: string; email: string; name: string },
) {
  const now = ctx.now();
  const { token, hash } = newOpaqueToken();
  await db.transaction(async (tx) => {
    await authRepository.expireOpenTokens(tx, user.id, 'EMAIL_VERIFICATION', now);
    await authRepository.insertUserToken(tx, {
      userId: user.id,
      purpose: 'EMAIL_VERIFICATION',
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + ctx.config.linkTtlMs.emailVerification),
    });
  });
  const link = `${ctx.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await ctx.mail.send(verificationEmail(user.email, user.name, link));
}
