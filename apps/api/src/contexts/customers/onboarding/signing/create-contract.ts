import { createHash, randomUUID } from 'node:crypto';
import { DomainError, transitionOnboarding, type SigningView } from '@invierte/domain';
import type { AppContext } from '../../../../context.ts';
import type { ClientInfo } from '../../../../shared/client-info.ts';
import { storeFiles } from '../../../../shared/store-files.ts';
import { applyOnboardingEvent } from '../apply-onboarding-event.ts';
import { loadOwnedOnboarding, statusOf } from '../onboarding-view.ts';
import { collectContractData } from './collect-contract-data.ts';
import { contractDocuments } from './signing-document-data.ts';
import { signingRepository, type NewSigningFileRow } from './signing.repository.ts';
import type { SignatureEvidence } from './signing-evidence.ts';
import { signingViewOf } from './signing-view.ts';

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * POST /api/onboarding/signing/create-contract: writes the contract and its two annexes from the
 * investor's saved data (on the work pool), stores them with their SHA-256, and in one transaction
 * records the files, a PENDING signature naming the contract's hash, and GENERATE_CONTRACT.
 * Generating again while a generated contract waits returns it unchanged, and so does a generation
 * that loses a race with another of the same request; after a REJECTED signing (or a voided one) a
 * new generation replaces the earlier files, which stay for the audit.
 */
export async function createContract(
  ctx: AppContext,
  userId: string,
  onboardingId: string,
  client: ClientInfo,
): Promise<SigningView> {
  const facts = await loadOwnedOnboarding(ctx.db, onboardingId, userId);
  const status = statusOf(facts.row, facts.parts);
  const allowed = transitionOnboarding(status, 'GENERATE_CONTRACT');
  if (!allowed.ok) throw new DomainError(allowed.code);
  const waiting = await waitingContract(ctx, facts);
  if (waiting) return waiting;

  const now = ctx.now();
  const generation = (await signingRepository.maxGeneration(ctx.db, facts.row.id)) + 1;
  const data = await collectContractData(ctx.db, facts, generation, now, ctx.config);
  const rendered = await ctx.work.run('renderContractDocuments', data);
  const rows = contractDocuments.map((d, i) => {
    const bytes = Buffer.from(rendered[i] as Uint8Array);
    const id = randomUUID();
    return {
      id,
      onboardingId: facts.row.id,
      kind: d.kind,
      fileKey: `onboarding/${facts.row.id}/contract/${id}.pdf`,
      fileName: d.fileName,
      contentType: 'application/pdf',
      size: bytes.length,
      sha256: sha256Of(bytes),
      generation,
      meta: { title: d.title, document: d.key },
      createdBy: userId,
      // A millisecond apart so they list in reading order.
      createdAt: new Date(now.getTime() + i),
      bytes,
    } satisfies NewSigningFileRow & { bytes: Buffer };
  });
  const contract = rows[0];
  if (!contract) throw new Error('no contract rendered');
  const evidence: SignatureEvidence = {
    documents: rows.map((r) => ({
      fileId: r.id,
      kind: r.kind,
      title: r.meta.title,
      fileName: r.fileName,
      size: r.size,
      sha256: r.sha256,
    })),
    acceptances: {},
    events: [],
    generatedAt: now.toISOString(),
  };

  let updated;
  try {
    updated = await storeFiles(
      ctx.storage,
      rows.map((r) => ({ key: r.fileKey, content: r.bytes })),
      () =>
        ctx.db.transaction(async (tx) => {
          // The transition first: a racing generation stops here (ONBOARDING_CHANGED) before any row.
          const row = await applyOnboardingEvent(ctx, tx, {
            row: facts.row,
            status,
            event: 'GENERATE_CONTRACT',
            actorUserId: userId,
            client,
            at: now,
            data: {
              generation,
              documents: evidence.documents.map(({ fileName, sha256 }) => ({ fileName, sha256 })),
            },
          });
          await signingRepository.voidPendingSignatures(tx, facts.row.id);
          await signingRepository.retireFiles(tx, facts.row.id, userId, now);
          await signingRepository.insertFiles(
            tx,
            rows.map(({ bytes: _bytes, ...r }) => r),
          );
          await signingRepository.insertSignature(tx, {
            onboardingId: facts.row.id,
            contractFileId: contract.id,
            contractSha256: contract.sha256,
            status: 'PENDING',
            provider: ctx.signature.name,
            evidence,
            createdAt: now,
          });
          return row;
        }),
    );
  } catch (error) {
    // Another generation of the same request committed while this one drew (the investor left the
    // page while it generated and came back, so her browser asked again): its contract is the answer,
    // and this one's files are gone with the refused write.
    if (error instanceof DomainError && error.code === 'ONBOARDING_CHANGED') {
      const theirs = await waitingContract(ctx, await loadOwnedOnboarding(ctx.db, onboardingId, userId));
      if (theirs) return theirs;
    }
    throw error;
  }
  if (ctx.signature.name !== 'builtin') {
    // A real service gets the contract now; its webhook will name this reference.
    const signature = await signingRepository.latestSignature(ctx.db, facts.row.id);
    const account = await signingRepository.account(ctx.db, userId);
    if (signature && account) {
      const { providerRef } = await ctx.signature.requestSignature({
        signatureId: signature.id,
        onboardingId: facts.row.id,
        fileName: contract.fileName,
        pdf: contract.bytes,
        sha256: contract.sha256,
        signer: {
          name: data.investor.fullName,
          email: account.email,
          document: data.investor.documentNumber,
        },
      });
      await signingRepository.setProviderRef(ctx.db, signature.id, providerRef ?? signature.id);
    }
  }
  return signingViewOf(ctx.db, updated, ctx.now());
}

/** The generated contract still waiting for its signature, as the signing view shows it, if there is one. */
async function waitingContract(
  ctx: AppContext,
  { row, parts }: Awaited<ReturnType<typeof loadOwnedOnboarding>>,
) {
  if (statusOf(row, parts).contractState !== 'GENERATED') return undefined;
  const current = await signingRepository.latestSignature(ctx.db, row.id);
  return current?.status === 'PENDING' ? signingViewOf(ctx.db, row, ctx.now()) : undefined;
}
