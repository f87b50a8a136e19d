import { DomainError, type SessionResponse } from '@invierte/domain';
import type { ClientInfo } from '../../../shared/client-info.ts';
import type { AppContext } from '../../../context.ts';
import { recordLoginDevice } from './record-login-device.ts';
import { authRepository } from './auth.repository.ts';
import { issueSession } from './issue-session.ts';

/**
 * Google sign-in: the ID token is checked against Google's keys (issuer, audience = our client id,
 * signature, expiry). A known Google account logs in; a verified e-mail that matches a local account
 * links to it; otherwise a new INTERESADO account opens, already verified, its document asked later
 * in onboarding.
 */
export async function googleLogin(
  ctx: AppContext,
  idToken: string,
  client: ClientInfo,
  /** The device's `firebase-token` header, recorded like the password login's. */
  firebaseToken?: string,
): Promise<SessionResponse> {
  if (!ctx.google)
    throw new DomainError('FEATURE_DISABLED', 'El inicio de sesión con Google no está disponible.');
  const identity = await ctx.google.verify(idToken);
  if (!identity || !identity.emailVerified) throw new DomainError('GOOGLE_TOKEN_INVALID');
  const now = ctx.now();

  let user = await authRepository.findUserByGoogleSubject(ctx.db, identity.subject);
  if (!user) {
    const byEmail = await authRepository.findUserByEmail(ctx.db, identity.email);
    if (byEmail) {
      if (byEmail.googleSubject) throw new DomainError('GOOGLE_TOKEN_INVALID');
      await authRepository.updateUser(ctx.db, byEmail.id, {
        googleSubject: identity.subject,
        emailVerifiedAt: byEmail.emailVerifiedAt ?? now,
      });
      await ctx.sessions.forgetUser(byEmail.id, ctx.db);
      user = { ...byEmail, googleSubject: identity.subject };
    } else {
      user = await authRepository.insertUser(ctx.db, {
        email: identity.email,
        googleSubject: identity.subject,
        name: identity.givenName || 'Inversionista',
        lastName: identity.familyName,
        emailVerifiedAt: now,
        profile: 'INTERESADO',
      });
    }
  }
  if (user.disabledAt) throw new DomainError('ACCOUNT_DISABLED');
  await recordLoginDevice(ctx, user, firebaseToken, client);
  return issueSession(ctx, ctx.db, user, { client });
}
