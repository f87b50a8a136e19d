import { DomainError, signingMessages, type SigningView } from '@invierte/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../../context.ts';
import type { ClientInfo } from '../../../../shared/client-info.ts';
import { consumeOneTimeCode } from '../../one-time-codes/one-time-code.ts';
import { loadOwnedOnboarding } from '../onboarding-view.ts';
import { assertSignable, completeSignature } from './complete-signature.ts';
import { SIGNING_OTP_PURPOSE } from './request-signing-code.ts';
import { evidenceOf, recordSigningEvent } from './signing-evidence.ts';
import { signingRepository } from './signing.repository.ts';
import { documentsOf } from './signing-view.ts';

export interface SignContractInput {
  userId: string;
  onboardingId: string;
  code: string;
  client: ClientInfo;
  log: FastifyBaseLogger;
}

/**
 * POST /api/onboarding/signing/send-contract (and {id}/send-keynua): the built-in signer. Refuses,
 * changing nothing but the evidence, when the onboarding is not waiting for a signature, when a
 * listed document was not accepted, or when the code is wrong, expired or over its 5 tries.
 */
export async function signContract(ctx: AppContext, input: SignContractInput): Promise<SigningView> {
  const facts = await loadOwnedOnboarding(ctx.db, input.onboardingId, input.userId);
  const signature = assertSignable(facts, await signingRepository.latestSignature(ctx.db, facts.row.id));
  const files = documentsOf(await signingRepository.currentFiles(ctx.db, facts.row.id), signature);
  const accepted = evidenceOf(signature.evidence).acceptances;
  if (files.some((f) => f.kind !== 'CERTIFICATE' && !accepted[f.id]))
    throw new DomainError('CONFLICT', signingMessages.acceptFirst);

  const valid = await consumeOneTimeCode(ctx, ctx.db, input.userId, SIGNING_OTP_PURPOSE, input.code);
  if (!valid) {
    await ctx.db.transaction((tx) =>
      recordSigningEvent(tx, {
        onboardingId: facts.row.id,
        state: facts.row.state,
        signatureId: signature.id,
        type: 'SIGNING_CODE_REFUSED',
        actorUserId: input.userId,
        client: input.client,
        at: ctx.now(),
      }),
    );
    throw new DomainError('INVALID_CODE', signingMessages.badCode, [
      { field: 'body.code', message: signingMessages.badCode },
    ]);
  }
  return completeSignature(ctx, {
    facts,
    signature,
    client: input.client,
    actorUserId: input.userId,
    provider: 'builtin',
    providerRef: null,
    proof: { method: 'one-time code by e-mail' },
    log: input.log,
  });
}
