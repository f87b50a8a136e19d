import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/** Checks a Google ID token's signature against Google's published keys, its issuer and audience. */
export interface GoogleIdTokenVerifier {
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export function createGoogleIdTokenVerifier(clientId: string, jwksUrl: string): GoogleIdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: GOOGLE_ISSUERS,
          audience: clientId,
          algorithms: ['RS256'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
        return {
          subject: payload.sub,
          email: payload.email.toLowerCase(),
          emailVerified: payload.email_verified === true,
          givenName: typeof payload.given_name === 'string' ? payload.given_name : '',
          familyName: typeof payload.family_name === 'string' ? payload.family_name : '',
        };
      } catch {
        return null;
      }
    },
  };
}
