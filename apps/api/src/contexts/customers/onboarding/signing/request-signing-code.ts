import { DomainError, limaDate, SIGNING_CODE_WINDOW_MS, signingMessages } from '@invierte/domain';
import type { AppContext } from '../../../../context.ts';
import { composeMail } from '../../../../providers/mail/mail-template.ts';
import type { ClientInfo } from '../../../../shared/client-info.ts';
import { issueOneTimeCode, OTP_TTL_MS } from '../../one-time-codes/one-time-code.ts';
import { onboardingRepository } from '../onboarding.repository.ts';
import { recordSigningEvent } from './signing-evidence.ts';
import { signingRepository } from './signing.repository.ts';
import { codeAllowance } from './signing-view.ts';

export const SIGNING_OTP_PURPOSE = 'CONTRACT_SIGNATURE';

const limaClock = (d: Date) =>
  new Intl.DateTimeFormat('es-PE', { timeStyle: 'short', timeZone: 'America/Lima' }).format(d);

/**
 * POST /api/otp/request with purpose CONTRACT_SIGNATURE: e-mails a code to sign the generated
 * contract of the caller's open onboarding. At most 3 sends in 15 minutes (429 saying when the next
 * is allowed); each send and each refusal is an onboarding event and a line of the evidence.
 */
export async function requestSigningCode(ctx: AppContext, userId: string, client: ClientInfo) {
  const row = await onboardingRepository.findOpenOfUser(ctx.db, userId);
  if (!row) throw new DomainError('NOT_FOUND', 'No encontramos una solicitud por firmar.');
  if (row.state !== 'PENDING_SIGNATURE' || row.contractState !== 'GENERATED')
    throw new DomainError(
      row.state === 'PENDING_SIGNATURE'
        ? 'ONBOARDING_CONTRACT_NOT_GENERATED'
        : 'ONBOARDING_CONTRACT_ALREADY_SIGNED',
    );
  const signature = await signingRepository.latestSignature(ctx.db, row.id);
  if (signature?.status !== 'PENDING') throw new DomainError('ONBOARDING_CONTRACT_NOT_GENERATED');
  const account = await signingRepository.account(ctx.db, userId);
  if (!account) throw new DomainError('UNAUTHORIZED');

  const now = ctx.now();
  // Counted under the onboarding's row lock, so two quick clicks cannot both pass the limit.
  const refusal = await ctx.db.transaction(async (tx) => {
    await signingRepository.lockOnboarding(tx, row.id);
    const sends = await signingRepository.codeSendsSince(
      tx,
      row.id,
      new Date(now.getTime() - SIGNING_CODE_WINDOW_MS),
    );
    const allowance = codeAllowance(sends, now);
    const base = {
      onboardingId: row.id,
      state: row.state,
      signatureId: signature.id,
      actorUserId: userId,
      client,
      at: now,
    };
    if (allowance.sendsLeft === 0 && allowance.nextSendAt) {
      await recordSigningEvent(tx, {
        ...base,
        type: 'SIGNING_CODE_LIMITED',
        detail: { nextSendAt: allowance.nextSendAt.toISOString() },
      });
      return allowance.nextSendAt;
    }
    await recordSigningEvent(tx, { ...base, type: 'SIGNING_CODE_SENT', detail: { to: account.email } });
    return null;
  });
  if (refusal) {
    const sameDay = limaDate(refusal) === limaDate(now);
    throw new DomainError(
      'RATE_LIMITED',
      signingMessages.tooManySends(limaClock(refusal) + (sameDay ? '' : ' del día siguiente')),
      [],
      {
        retryAfterSeconds: Math.max(1, Math.ceil((refusal.getTime() - now.getTime()) / 1000)),
      },
    );
  }

  const code = await issueOneTimeCode(ctx, userId, SIGNING_OTP_PURPOSE);
  const minutes = OTP_TTL_MS / 60_000;
  await ctx.mail.send(
    composeMail({
      to: account.email,
      subject: 'Tu código para firmar tu contrato',
      name: account.name,
      paragraphs: [
        `Tu código para firmar tu contrato de participación es ${code}. Vence en ${minutes} minutos y solo puede usarse una vez.`,
        'Al ingresarlo firmas electrónicamente el contrato y sus anexos que revisaste en la plataforma.',
      ],
      closing: 'Si no lo solicitaste, no lo compartas con nadie y escríbenos.',
    }),
  );
  return { message: 'Te enviamos un código a tu correo.', expiresInSeconds: OTP_TTL_MS / 1000 };
}
