import type { AppContext } from '../../../context.ts';
import { authRepository } from './auth.repository.ts';
import { sendVerificationEmail } from './send-verification-email.ts';

export const RESEND_MESSAGE =
  'Si el correo corresponde a una cuenta pendiente de verificación, te enviamos un nuevo enlace.';

/** Same answer whatever the address, so the call cannot tell which accounts exist. */
export async function resendVerification(ctx: AppContext, email: string) {
  const user = await authRepository.findUserByEmail(ctx.db, email);
  if (user && !user.emailVerifiedAt && !user.disabledAt) await sendVerificationEmail(ctx, ctx.db, user);
  return { message: RESEND_MESSAGE };
}
