import {
  DEPOSIT_FILE_EXTENSIONS,
  DEPOSIT_MAX_FILE_BYTES,
  DEPOSIT_MAX_FILES,
  depositMessages,
} from '@invierte/domain';

/**
 * The browser's side of the API's voucher checks (docs/onboarding.md, "Step 3: deposit"): the same
 * limits and the same Spanish words, so a wrong file is refused before a slow upload. The server
 * still checks everything by content; this only saves the investor a round trip.
 */
export type VoucherKind = 'jpg' | 'png' | 'pdf';

const kindOfName = (name: string): VoucherKind | null => {
  const lower = name.toLowerCase();
  if (!DEPOSIT_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext))) return null;
  if (lower.endsWith('.pdf')) return 'pdf';
  return lower.endsWith('.png') ? 'png' : 'jpg';
};

/** The real kind from the first bytes, as the API decides it. */
export function kindOfBytes(head: Uint8Array): VoucherKind | null {
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  const text = new TextDecoder('latin1').decode(head);
  return text.includes('%PDF-') ? 'pdf' : null;
}

const label = { jpg: 'JPG', png: 'PNG', pdf: 'PDF' } as const;

async function headOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 1024).arrayBuffer());
}

/** Null when the file may be sent, else the message the API would answer. */
export async function checkVoucher(file: File): Promise<{ kind: VoucherKind } | { error: string }> {
  const claimed = kindOfName(file.name);
  if (!claimed) return { error: depositMessages.wrongType(file.name) };
  if (file.size === 0) return { error: depositMessages.empty(file.name) };
  if (file.size > DEPOSIT_MAX_FILE_BYTES) return { error: depositMessages.oversize(file.name) };
  const real = kindOfBytes(await headOf(file));
  if (!real) return { error: depositMessages.wrongType(file.name) };
  if (real !== claimed) return { error: depositMessages.mismatch(file.name, label[claimed], label[real]) };
  return { kind: real };
}

/** How many of `incoming` fit next to `current` vouchers, and the message when some do not. */
export function roomFor(current: number, incoming: number): { take: number; error: string | null } {
  const take = Math.max(0, Math.min(incoming, DEPOSIT_MAX_FILES - current));
  return { take, error: take < incoming ? depositMessages.tooMany : null };
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
