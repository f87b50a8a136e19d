import { DomainError, type SessionResponse } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { ClientInfo } from '../../../shared/client-info.ts';
import { recordLoginDevice } from './record-login-device.ts';
import { authRepository } from './auth.repository.ts';
import { issueSession } from './issue-session.ts';
import { afterLoginFailure, afterLoginSuccess, beforeLoginAttempt } from './login-throttle.ts';
import { checkPassword } from './passwords.ts';

export interface LoginInput {
  email: string;
  password: string;
  captchaToken?: string;
  firebaseToken?: string;
}

/**
 * Local credentials login. Unknown e-mail and wrong password answer alike, in the same time, and
 * both count towards the back-off and lock of this address and the e-mail (login-throttle.ts).
 */
export async function login(
  ctx: AppContext,
  input: LoginInput,
  client: ClientInfo,
): Promise<SessionResponse> {
  const attempt = { email: input.email, clientIp: client.ip, captchaToken: input.captchaToken };
  await beforeLoginAttempt(ctx, attempt);
  const user = await authRepository.findUserByEmail(ctx.db, input.email);
  const ok = await checkPassword(ctx, input.password, user?.passwordHash);
  if (!user || !ok) {
    await afterLoginFailure(ctx, attempt);
    throw new DomainError('INVALID_CREDENTIALS');
  }
  await afterLoginSuccess(ctx, attempt);
  if (user.disabledAt) throw new DomainError('ACCOUNT_DISABLED');
  if (!user.emailVerifiedAt) throw new DomainError('EMAIL_NOT_VERIFIED');
  await recordLoginDevice(ctx, user, input.firebaseToken, client);
  return issueSession(ctx, ctx.db, user, { client });
}
