import type { AppConfig } from '../config.ts';
import type { Providers } from '../context.ts';
import { captchaOff, createRecaptchaVerifier } from './captcha/captcha-verifier.ts';
import { createGoogleIdTokenVerifier } from './google/google-id-token-verifier.ts';
import { createHttpIdentityProvider } from './identity/http-identity-provider.ts';
import { createSandboxIdentityProvider } from './identity/sandbox-identity-provider.ts';
import { builtinSigner, createKeynuaSignatureProvider } from './signature/signature-provider.ts';
import { createLocalFileStorage } from './storage/file-storage.ts';

/** Picks each provider from the configuration: the built-in default unless a real one is configured. */
export function createProviders(config: AppConfig): Providers {
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
    storage: createLocalFileStorage(config.dataDir),
    signature:
      signature.provider === 'keynua' && url && token && webhookSecret
        ? createKeynuaSignatureProvider({ url, token, webhookSecret })
        : builtinSigner,
  };
}
