import type { DocumentCheck } from '@invierte/domain';
import type { AppContext } from '../../../../context.ts';
import { TamperedFileError } from '../../../../providers/storage/file-storage.ts';
import { sha256Of } from './create-contract.ts';
import { signingRepository, type SigningFileRow } from './signing.repository.ts';
import { documentsOf } from './signing-view.ts';

/** The SHA-256 of the stored bytes; the store refuses an altered signed file, and says what it read. */
async function storedSha256(ctx: AppContext, key: string): Promise<string | null> {
  try {
    const bytes = await ctx.storage.get(key);
    return bytes ? sha256Of(bytes) : null;
  } catch (error) {
    if (error instanceof TamperedFileError) return error.actualSha256;
    throw error;
  }
}

/** Re-reads each stored file and recomputes its SHA-256 against the one recorded when it was stored. */
export async function checkFiles(ctx: AppContext, files: SigningFileRow[]): Promise<DocumentCheck[]> {
  return Promise.all(
    files.map(async (f) => {
      const actual = await storedSha256(ctx, f.fileKey);
      return {
        fileId: f.id,
        kind: f.kind,
        fileName: f.fileName,
        expectedSha256: f.sha256,
        actualSha256: actual,
        matches: actual === f.sha256,
      };
    }),
  );
}

/**
 * Verification of an onboarding's step-2 documents (contract, annexes, certificate): which still
 * match the SHA-256 recorded for them. For the back office and the tests; no ownership check here,
 * the caller decides who may ask.
 */
export async function verifyOnboardingDocuments(
  ctx: AppContext,
  onboardingId: string,
): Promise<DocumentCheck[]> {
  const [files, signature] = await Promise.all([
    signingRepository.currentFiles(ctx.db, onboardingId),
    signingRepository.latestSignature(ctx.db, onboardingId),
  ]);
  return checkFiles(ctx, documentsOf(files, signature));
}
