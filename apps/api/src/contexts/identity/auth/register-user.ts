import { DomainError, type registerRequest } from '@invierte/domain';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { uniqueViolation } from '../../../db/errors.ts';
import { devicesRepository } from '../devices/devices.repository.ts';
import { authRepository } from './auth.repository.ts';
import { hashNewPassword } from './passwords.ts';
import { sendVerificationEmail } from './send-verification-email.ts';

type RegisterInput = z.output<typeof registerRequest>;

export interface RegisterMeta {
  remoteIp: string;
  firebaseToken?: string | undefined;
  userAgent?: string | null;
}

/** Per account: a few registrations per e-mail or document an hour, whatever the address they come from. */
const PER_ACCOUNT = { max: 5, windowMs: 3600_000 };

/** Creates an unverified INTERESADO account and mails the verification link. */
export async function registerUser(ctx: AppContext, input: RegisterInput, meta: RegisterMeta) {
  const { db } = ctx;
  const documentNumber = input.documentNumber.toUpperCase();
  const underLimit = await Promise.all(
    [`register:email:${input.email}`, `register:doc:${input.documentType}:${documentNumber}`].map((key) =>
      ctx.limiter.hit(key, PER_ACCOUNT.max, PER_ACCOUNT.windowMs),
    ),
  );
  if (underLimit.includes(false)) throw new DomainError('RATE_LIMITED');
  if (!(await ctx.captcha.verify(input.captchaToken, meta.remoteIp))) throw new DomainError('CAPTCHA_FAILED');
  if (await authRepository.findUserByEmail(db, input.email)) throw new DomainError('EMAIL_TAKEN');
  if (await authRepository.findUserByDocument(db, input.documentType, documentNumber))
    throw new DomainError('DOCUMENT_TAKEN');

  const passwordHash = await hashNewPassword(ctx, input.password);
  let user;
  try {
    user = await authRepository.insertUser(db, {
      email: input.email,
      passwordHash,
      name: input.name,
      lastName: input.lastName,
      secondLastName: input.secondLastName ?? '',
      documentType: input.documentType,
      documentNumber,
      profile: 'INTERESADO',
      firebaseToken: meta.firebaseToken ?? null,
    });
  } catch (error) {
    // Two registrations raced past the checks above: the unique index decides.
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_key') throw new DomainError('EMAIL_TAKEN');
    if (constraint === 'users_document_key') throw new DomainError('DOCUMENT_TAKEN');
    throw error;
  }
  if (meta.firebaseToken)
    await devicesRepository.touch(db, user.id, meta.firebaseToken, meta.userAgent ?? null, ctx.now());
  await sendVerificationEmail(ctx, db, user);
  return {
    id: user.id,
    email: user.email,
    message: 'Te enviamos un correo para verificar tu cuenta. Revisa tu bandeja de entrada.',
  };
}
