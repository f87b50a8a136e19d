import { DomainError, signingMessages, transitionOnboarding, type SigningView } from '@invierte/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../../context.ts';
import type { ClientInfo } from '../../../../shared/client-info.ts';
import { applyOnboardingEvent } from '../apply-onboarding-event.ts';
import type { OnboardingFacts } from '../onboarding-view.ts';
import { statusOf } from '../onboarding-view.ts';
import { issueCertificate } from './issue-certificate.ts';
import { recordSigningEvent } from './signing-evidence.ts';
import { signingRepository, type SignatureRow } from './signing.repository.ts';
import { documentsOf, signingViewOf } from './signing-view.ts';
import { checkFiles } from './verify-documents.ts';
import { sendSignedContract } from './send-signed-contract.ts';

export interface CompleteSignatureInput {
  facts: OnboardingFacts;
  signature: SignatureRow;
  /** The signer's address and browser (for a provider, the ones it reports). */
  client: ClientInfo;
  actorUserId: string | null;
  provider: string;
  providerRef: string | null;
  /** What proved the signer: the code's verification or the provider's callback. */
  proof: Record<string, unknown>;
  log: FastifyBaseLogger;
}

/** Refuses unless the onboarding may fire SIGN_CONTRACT now (signed twice, not generated, cancelled…). */
export function assertSignable(facts: OnboardingFacts, signature: SignatureRow | undefined): SignatureRow {
  const allowed = transitionOnboarding(statusOf(facts.row, facts.parts), 'SIGN_CONTRACT');
  if (!allowed.ok) throw new DomainError(allowed.code);
  if (signature?.status !== 'PENDING') throw new DomainError('ONBOARDING_CONTRACT_NOT_GENERATED');
  return signature;
}

/**
 * The signing itself, after the signer was proved: every document of the generation is read back
 * and hashed (a mismatch refuses, is recorded, and signs nothing); then ONE transaction marks the
 * signature SIGNED with time, IP and browser and fires SIGN_CONTRACT (→ WAITING_FOR_APPROVAL). The
 * certificate and the e-mail follow; their failure is logged and does not undo the signature.
 */
export async function completeSignature(
  ctx: AppContext,
  input: CompleteSignatureInput,
): Promise<SigningView> {
  const { facts, signature, client } = input;
  const files = documentsOf(await signingRepository.currentFiles(ctx.db, facts.row.id), signature);
  const checks = await checkFiles(ctx, files);
  const contractCheck = checks.find((c) => c.fileId === signature.contractFileId);
  const broken = checks.filter((c) => !c.matches);
  if (broken.length > 0 || contractCheck?.expectedSha256 !== signature.contractSha256) {
    await ctx.db.transaction((tx) =>
      recordSigningEvent(tx, {
        onboardingId: facts.row.id,
        state: facts.row.state,
        signatureId: signature.id,
        type: 'SIGNING_HASH_MISMATCH',
        actorUserId: input.actorUserId,
        client,
        at: ctx.now(),
        detail: {
          files: broken.map((c) => ({
            fileName: c.fileName,
            expected: c.expectedSha256,
            actual: c.actualSha256,
          })),
        },
      }),
    );
    throw new DomainError('CONFLICT', signingMessages.tampered);
  }

  const now = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const evidence = await recordSigningEvent(tx, {
      onboardingId: facts.row.id,
      state: facts.row.state,
      signatureId: signature.id,
      type: 'SIGNING_CODE_VERIFIED',
      actorUserId: input.actorUserId,
      client,
      at: now,
      detail: { provider: input.provider, ...input.proof },
    });
    const signed = await signingRepository.markSigned(tx, signature.id, {
      signedAt: now,
      ip: client.ip,
      userAgent: client.userAgent,
      provider: input.provider,
      providerRef: input.providerRef,
      evidence: {
        ...evidence,
        signedFiles: checks.map((c) => ({ fileId: c.fileId, sha256: c.actualSha256 })),
      },
    });
    if (!signed) throw new DomainError('ONBOARDING_CONTRACT_ALREADY_SIGNED');
    return applyOnboardingEvent(ctx, tx, {
      row: facts.row,
      status: statusOf(facts.row, facts.parts),
      event: 'SIGN_CONTRACT',
      actorUserId: input.actorUserId,
      client,
      at: now,
      data: { signatureId: signature.id, provider: input.provider, contractSha256: signature.contractSha256 },
    });
  });

  try {
    const certificate = await issueCertificate(ctx, {
      facts: { ...facts, row: updated },
      signatureId: signature.id,
    });
    await sendSignedContract(ctx, { facts, files, certificate });
  } catch (error) {
    input.log.error({ err: error, onboardingId: facts.row.id }, 'signing certificate or e-mail failed');
  }
  return signingViewOf(ctx.db, updated, ctx.now());
}
