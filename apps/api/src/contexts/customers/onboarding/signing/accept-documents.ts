import { DomainError, signingMessages, type SigningView } from '@invierte/domain';
import type { AppContext } from '../../../../context.ts';
import type { ClientInfo } from '../../../../shared/client-info.ts';
import { loadOwnedOnboarding } from '../onboarding-view.ts';
import { assertSignable } from './complete-signature.ts';
import { recordSigningEvent } from './signing-evidence.ts';
import { signingRepository } from './signing.repository.ts';
import { documentsOf, signingViewOf } from './signing-view.ts';

/**
 * POST /api/onboarding/{id}/contracts: the investor read and accepts every listed document of the
 * current generation (requirements R3 part "contracts"). Recorded per document in the signature's evidence
 * and as an onboarding event; the signature needs it. Naming a document of another generation, or
 * leaving one out, is refused.
 */
export async function acceptDocuments(
  ctx: AppContext,
  input: { userId: string; onboardingId: string; documentIds: string[]; client: ClientInfo },
): Promise<SigningView> {
  const facts = await loadOwnedOnboarding(ctx.db, input.onboardingId, input.userId);
  const signature = assertSignable(facts, await signingRepository.latestSignature(ctx.db, facts.row.id));
  const files = documentsOf(await signingRepository.currentFiles(ctx.db, facts.row.id), signature).filter(
    (f) => f.kind !== 'CERTIFICATE',
  );
  const wanted = new Set(input.documentIds);
  if (files.length !== wanted.size || files.some((f) => !wanted.has(f.id)))
    throw new DomainError('VALIDATION_ERROR', signingMessages.acceptAll, [
      { field: 'body.documentIds', message: signingMessages.acceptAll },
    ]);
  const now = ctx.now();
  const at = now.toISOString();
  await ctx.db.transaction((tx) =>
    recordSigningEvent(tx, {
      onboardingId: facts.row.id,
      state: facts.row.state,
      signatureId: signature.id,
      type: 'SIGNING_DOCUMENTS_ACCEPTED',
      actorUserId: input.userId,
      client: input.client,
      at: now,
      detail: { documents: files.map((f) => ({ fileName: f.fileName, sha256: f.sha256 })) },
      patch: (evidence) => ({
        ...evidence,
        acceptances: {
          ...evidence.acceptances,
          ...Object.fromEntries(
            files.map((f) => [f.id, { at, ip: input.client.ip, userAgent: input.client.userAgent }]),
          ),
        },
      }),
    }),
  );
  return signingViewOf(ctx.db, facts.row, ctx.now());
}
