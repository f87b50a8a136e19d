import { randomUUID } from 'node:crypto';
import type { FileContent } from '../../../../shared/store-files.ts';
import type { CheckedVoucher } from './check-voucher-file.ts';
import type { NewVoucherRow } from './deposit.repository.ts';

/** The onboarding_files rows of checked vouchers, with server-made storage keys and their content. */
export function voucherRowsFor(
  onboardingId: string,
  userId: string,
  vouchers: readonly CheckedVoucher[],
  meta: Record<string, unknown>,
  at: Date,
): Array<NewVoucherRow & { id: string; fileKey: string; content: FileContent }> {
  return vouchers.map((v, i) => {
    const id = randomUUID();
    return {
      id,
      onboardingId,
      kind: 'VOUCHER',
      fileKey: `onboarding/${onboardingId}/vouchers/${id}.${v.ext}`,
      fileName: v.fileName,
      contentType: v.contentType,
      size: v.size,
      sha256: v.sha256,
      meta,
      createdBy: userId,
      // Apart by a millisecond so the vouchers list in the order they were sent.
      createdAt: new Date(at.getTime() + i),
      content: v.content,
    };
  });
}
