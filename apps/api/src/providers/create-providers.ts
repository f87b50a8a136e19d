import type { AppConfig } from '../config.ts';
import type { Providers } from '../context.ts';
import { captchaOff, createRecaptchaVerifier } from './captcha/captcha-verifier.ts';
import { createGoogleIdTokenVerifier } from './google/google-id-token-verifier.ts';
import { createHttpIdentityProvider } from './identity/http-identity-provider.ts';
import { createSandboxIdentityProvider } from './identity/sandbox-identity-provider.ts';
import { createPushProvider } from './push/create-push-provider.ts';
import { builtinSigner, createKeynuaSignatureProvider } from './signature/signature-provider.ts';
import type { Db } from '../db/client.ts';
import type { IncidentLog, Incidents } from '../shared/incidents.ts';
import { createFileStorage } from './storage/create-file-storage.ts';
import { onboardingFileHash, withSigningHashes } from './storage/signing-hashes.ts';
import type { TamperedFileError } from './storage/storage-rules.ts';

/** Picks each provider from the configuration: the built-in default unless a real one is configured. */
export function createProviders(
  config: AppConfig,
  database: { db: Db; kind: 'pglite' | 'postgres' },
  incidents: Incidents,
  log: IncidentLog,
): Providers {
  const { identity, recaptcha, google, signature } = config;
  const { url, token, webhookSecret } = signature.keynua;
  return {
    identity:
      identity.provider === 'http' && identity.url && identity.token
        ? createHttpIdentityProvider(identity.url, identity.token)
        : createSandboxIdentityProvider(),
    captcha: recaptcha.secret
      ? createRecaptchaVerifier(recaptcha.secret, recaptcha.verifyUrl, recaptcha.minScore)
      : captchaOff,
    google: google.clientId ? createGoogleIdTokenVerifier(google.clientId, google.jwksUrl) : null,
    // An altered signed document is an incident for operations, not only a refusal for the user.
    storage: withSigningHashes(
      createFileStorage(config, database),
      onboardingFileHash(database.db),
      (error: TamperedFileError) =>
        incidents.report(
          log,
          'file.tampered',
          {
            key: error.key,
            expectedSha256: error.expectedSha256,
            actualSha256: error.actualSha256,
          },
          'a stored immutable file no longer matches its recorded SHA-256',
        ),
    ),
    signature:
      signature.provider === 'keynua' && url && token && webhookSecret
        ? createKeynuaSignatureProvider({ url, token, webhookSecret })
        : builtinSigner,
    push: createPushProvider(config),
  };
}
