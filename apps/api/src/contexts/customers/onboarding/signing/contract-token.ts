import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError, signingMessages } from '@invierte/domain';
import type { AppContext } from '../../../../context.ts';
import { loadOwnedOnboarding } from '../onboarding-view.ts';
import { assertSignable } from './complete-signature.ts';
import { signingRepository } from './signing.repository.ts';

export const CONTRACT_TOKEN_TTL_MS = 15 * 60_000;

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`contract-token:${payload}`).digest('base64url');

/**
 * GET /api/onboarding/{id}/keynua-contract-token, answered by the built-in signer: a short-lived,
 * server-signed reference to the signature waiting for this contract generation. A regenerated
 * contract (new signature) or 15 minutes make it useless.
 */
export async function issueContractToken(ctx: AppContext, userId: string, onboardingId: string) {
  const facts = await loadOwnedOnboarding(ctx.db, onboardingId, userId);
  const signature = assertSignable(facts, await signingRepository.latestSignature(ctx.db, facts.row.id));
  const expiresAt = new Date(ctx.now().getTime() + CONTRACT_TOKEN_TTL_MS);
  const payload = `${facts.row.id}.${signature.id}.${expiresAt.getTime()}`;
  return {
    token: `${Buffer.from(payload).toString('base64url')}.${mac(ctx.config.jwtSecret, payload)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** Refuses unless the token was issued here for this onboarding's current signature and is in time. */
export function assertContractToken(
  ctx: AppContext,
  token: string,
  onboardingId: string,
  signatureId: string,
) {
  const [encoded = '', given = ''] = token.split('.');
  const payload = Buffer.from(encoded, 'base64url').toString();
  // Issued with the current secret, or with one a rotation still accepts.
  const signed = ctx.config.jwtVerifySecrets.some((secret) => {
    const expected = mac(secret, payload);
    return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  });
  const [id, sig, exp] = payload.split('.');
  const ok = signed && id === onboardingId && sig === signatureId && Number(exp) > ctx.now().getTime();
  if (!ok) throw new DomainError('CONFLICT', signingMessages.tokenInvalid);
}
