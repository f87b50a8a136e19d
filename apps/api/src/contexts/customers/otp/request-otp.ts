import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { composeMail } from '../../../providers/mail/mail-template.ts';
import { authRepository } from '../../identity/index.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { requestSigningCode } from '../onboarding/signing/request-signing-code.ts';
import { issueOneTimeCode, OTP_TTL_MS } from '../one-time-codes/one-time-code.ts';

const purposeText: Record<string, string> = {
  CONTRACT_SIGNATURE: 'firmar tu contrato',
  QUOTA_TRANSFER: 'confirmar la transferencia de tus cuotas',
};
const PER_USER = { max: 5, windowMs: 3600_000 };

/**
 * E-mails a one-time code for a sensitive step. Contract signing goes to the signing module, which
 * ties the code to the open onboarding, limits resends and records each send as evidence.
 */
export async function requestOtp(ctx: AppContext, userId: string, purpose: string, client: ClientInfo) {
  if (!(await ctx.limiter.hit(`otp-request:${userId}`, PER_USER.max, PER_USER.windowMs)))
    throw new DomainError('RATE_LIMITED');
  if (purpose === 'CONTRACT_SIGNATURE') return requestSigningCode(ctx, userId, client);
  const user = await authRepository.findUserById(ctx.db, userId);
  if (!user || user.disabledAt) throw new DomainError('UNAUTHORIZED');
  const code = await issueOneTimeCode(ctx, user.id, purpose);
  const minutes = OTP_TTL_MS / 60_000;
  await ctx.mail.send(
    composeMail({
      to: user.email,
      subject: 'Tu código de verificación',
      name: user.name,
      paragraphs: [
        `Tu código para ${purposeText[purpose] ?? 'continuar'} es ${code}. Vence en ${minutes} minutos y solo puede usarse una vez.`,
      ],
      closing: 'Si no lo solicitaste, ignora este mensaje.',
    }),
  );
  return { message: 'Te enviamos un código a tu correo.', expiresInSeconds: OTP_TTL_MS / 1000 };
}
