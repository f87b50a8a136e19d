import {
  SIGNING_CODE_MAX_SENDS,
  SIGNING_CODE_WINDOW_MS,
  type SigningDocument,
  type SigningDocumentKind,
  type SigningView,
} from '@invierte/domain';
import type { Db } from '../../../../db/client.ts';
import type { OnboardingRow } from '../onboarding.repository.ts';
import { evidenceOf } from './signing-evidence.ts';
import { signingRepository, type SignatureRow, type SigningFileRow } from './signing.repository.ts';

/** The documents of the current generation (contract, annexes) and the certificate of its signature. */
export function documentsOf(files: SigningFileRow[], signature: SignatureRow | undefined): SigningFileRow[] {
  if (!signature || signature.status === 'VOID') return [];
  const contract = files.find((f) => f.id === signature.contractFileId);
  if (!contract) return [];
  const signed = files.filter((f) => f.kind !== 'CERTIFICATE' && f.generation === contract.generation);
  const certificate = files.filter((f) => f.id === signature.certificateFileId);
  return [...signed, ...certificate];
}

/** The title a document was written with ("Contrato de participación"), else its file name. */
export const documentTitle = (file: SigningFileRow): string =>
  typeof file.meta.title === 'string' ? file.meta.title : file.fileName;

/** The signature a request shows: a waiting one whose contract was voided (step-1 data edited, signing rejected) is not. */
export function shownSignature(
  latest: SignatureRow | undefined,
  contractState: string,
): SignatureRow | undefined {
  return latest?.status === 'PENDING' && contractState !== 'GENERATED' ? undefined : latest;
}

/** When the next code may be sent, from the sends of the last 15 minutes. */
export function codeAllowance(sends: Date[], now: Date): { sendsLeft: number; nextSendAt: Date | null } {
  const recent = sends.filter((s) => s.getTime() > now.getTime() - SIGNING_CODE_WINDOW_MS);
  const sendsLeft = Math.max(0, SIGNING_CODE_MAX_SENDS - recent.length);
  const oldest = recent[recent.length - SIGNING_CODE_MAX_SENDS];
  return {
    sendsLeft,
    nextSendAt: sendsLeft === 0 && oldest ? new Date(oldest.getTime() + SIGNING_CODE_WINDOW_MS) : null,
  };
}

/** GET /api/onboarding/signing/{id}'s answer, also returned by create-contract and the signing calls. */
export async function signingViewOf(db: Db, row: OnboardingRow, now: Date): Promise<SigningView> {
  const [files, latest, sends] = await Promise.all([
    signingRepository.currentFiles(db, row.id),
    signingRepository.latestSignature(db, row.id),
    signingRepository.codeSendsSince(db, row.id, new Date(now.getTime() - SIGNING_CODE_WINDOW_MS)),
  ]);
  const signature = shownSignature(latest, row.contractState);
  const shown = documentsOf(files, signature);
  const evidence = signature ? evidenceOf(signature.evidence) : undefined;
  const documents: SigningDocument[] = shown.map((f) => ({
    id: f.id,
    kind: f.kind as SigningDocumentKind,
    title: documentTitle(f),
    fileName: f.fileName,
    size: f.size,
    sha256: f.sha256,
    generatedAt: f.createdAt.toISOString(),
    acceptedAt: evidence?.acceptances[f.id]?.at ?? null,
  }));
  const allowance = codeAllowance(sends, now);
  return {
    onboardingId: row.id,
    state: row.state,
    contractState: row.contractState,
    generation: shown[0]?.generation ?? null,
    documents,
    signature:
      signature && signature.status !== 'VOID'
        ? {
            status: signature.status as 'PENDING' | 'SIGNED',
            provider: signature.provider,
            signedAt: signature.signedAt?.toISOString() ?? null,
            certificateFileId: signature.certificateFileId,
          }
        : null,
    code: { sendsLeft: allowance.sendsLeft, nextSendAt: allowance.nextSendAt?.toISOString() ?? null },
  };
}
