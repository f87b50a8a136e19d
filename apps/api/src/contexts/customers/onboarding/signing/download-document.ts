import { DomainError, signingMessages } from '@invierte/domain';
import type { AppContext } from '../../../../context.ts';
import type { StoredFileStream } from '../../../../providers/storage/file-storage.ts';
import { onboardingRepository } from '../onboarding.repository.ts';
import { onboardingNotFound } from '../onboarding-view.ts';
import { signingRepository } from './signing.repository.ts';
import { documentsOf, shownSignature } from './signing-view.ts';

/**
 * POST /api/onboarding/signing/download-contract: the bytes of one listed document (the contract
 * unless another is named), exactly as stored, streamed once the store has checked them against
 * their recorded hash. Only documents the signing view lists are served.
 */
export async function downloadDocument(
  ctx: AppContext,
  input: { userId: string; onboardingId: string; fileId?: string | undefined },
): Promise<{ fileName: string; body: StoredFileStream }> {
  const row = await onboardingRepository.findOwned(ctx.db, input.onboardingId, input.userId);
  if (!row) throw onboardingNotFound();
  const signature = await signingRepository.latestSignature(ctx.db, row.id);
  const files = documentsOf(
    await signingRepository.currentFiles(ctx.db, row.id),
    shownSignature(signature, row.contractState),
  );
  if (files.length === 0)
    throw new DomainError('ONBOARDING_CONTRACT_NOT_GENERATED', signingMessages.notGenerated);
  const file = input.fileId
    ? files.find((f) => f.id === input.fileId)
    : files.find((f) => f.kind === 'CONTRACT');
  if (!file) throw new DomainError('NOT_FOUND', signingMessages.documentMissing);
  const body = await ctx.storage.getStream(file.fileKey);
  if (!body) throw new DomainError('NOT_FOUND', signingMessages.documentMissing);
  return { fileName: file.fileName, body };
}
