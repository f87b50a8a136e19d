import { DomainError } from '@invierte/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../../context.ts';
import { loadFacts } from '../onboarding-view.ts';
import { assertSignable, completeSignature } from './complete-signature.ts';
import { recordSigningEvent } from './signing-evidence.ts';
import { signingRepository } from './signing.repository.ts';

const callback = z.object({
  reference: z.string().min(1).max(200),
  event: z.enum(['signed', 'rejected', 'viewed']),
  signerIp: z.string().max(64).optional(),
  signerUserAgent: z.string().max(512).optional(),
});

/**
 * POST /api/onboarding/signing/provider-webhook: a configured e-signature service reports on a
 * contract it was given. Answers 404 unless a real provider is configured; the body must carry the
 * service's HMAC-SHA256 signature (header `x-signature`), checked on the exact bytes received.
 */
export async function receiveProviderWebhook(
  ctx: AppContext,
  input: { rawBody: Buffer; signatureHeader: string | undefined; log: FastifyBaseLogger },
): Promise<{ received: true }> {
  if (ctx.signature.name === 'builtin') throw new DomainError('FEATURE_DISABLED');
  if (!ctx.signature.verifyWebhook(input.rawBody, input.signatureHeader))
    throw new DomainError('UNAUTHORIZED', 'La firma del aviso no es válida.');
  let parsed: z.infer<typeof callback>;
  try {
    parsed = callback.parse(JSON.parse(input.rawBody.toString('utf8')));
  } catch {
    throw new DomainError('BAD_REQUEST');
  }
  const signature = await signingRepository.findByProviderRef(ctx.db, ctx.signature.name, parsed.reference);
  if (!signature) throw new DomainError('NOT_FOUND');
  const row = await signingRepository.onboardingById(ctx.db, signature.onboardingId);
  if (!row) throw new DomainError('NOT_FOUND');
  const facts = await loadFacts(ctx.db, row);
  const client = { ip: parsed.signerIp ?? 'desconocida', userAgent: parsed.signerUserAgent ?? null };
  if (parsed.event !== 'signed') {
    await ctx.db.transaction((tx) =>
      recordSigningEvent(tx, {
        onboardingId: row.id,
        state: row.state,
        signatureId: signature.id,
        type: 'SIGNING_PROVIDER_CALLBACK',
        actorUserId: null,
        client,
        at: ctx.now(),
        detail: { event: parsed.event },
      }),
    );
    return { received: true };
  }
  await completeSignature(ctx, {
    facts,
    signature: assertSignable(facts, signature),
    client,
    actorUserId: null,
    provider: ctx.signature.name,
    providerRef: parsed.reference,
    proof: { method: 'provider webhook', reference: parsed.reference },
    log: input.log,
  });
  return { received: true };
}
