import type { CustomerContract, SigningDocumentKind } from '@invierte/domain';
import type { AppContext } from '../../../../context.ts';
import { documentsOf, documentTitle, shownSignature } from './signing-view.ts';
import { signingRepository, type SigningFileRow } from './signing.repository.ts';

/**
 * GET /api/user/contracts ("Mis documentos"): each request's signing documents, newest request
 * first, chosen as its signing screen and the download call choose them (`documentsOf`): the
 * current contract with its annexes and, once signed, the certificate. A voided signing lists none,
 * nor a waiting one whose contract step-1 changes voided.
 */
export async function listContracts(ctx: AppContext, userId: string): Promise<CustomerContract[]> {
  const rows = await signingRepository.filesOfUser(ctx.db, userId);
  const requests = new Map<string, { productName: string; contractState: string; files: SigningFileRow[] }>();
  for (const { file, productName, contractState } of rows) {
    const request = requests.get(file.onboardingId) ?? { productName, contractState, files: [] };
    request.files.push(file);
    requests.set(file.onboardingId, request);
  }
  const signatures = new Map(
    (await signingRepository.latestSignatures(ctx.db, [...requests.keys()])).map((s) => [s.onboardingId, s]),
  );
  return [...requests].flatMap(([onboardingId, { productName, contractState, files }]) => {
    const signature = shownSignature(signatures.get(onboardingId), contractState);
    const signedAt = signature?.status === 'SIGNED' ? (signature.signedAt?.toISOString() ?? null) : null;
    return documentsOf(files, signature).map((f) => ({
      id: f.id,
      onboardingId,
      productName,
      kind: f.kind as SigningDocumentKind,
      title: documentTitle(f),
      fileName: f.fileName,
      createdAt: f.createdAt.toISOString(),
      signed: signature?.status === 'SIGNED',
      signedAt,
    }));
  });
}
