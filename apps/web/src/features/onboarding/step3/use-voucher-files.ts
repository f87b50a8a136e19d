import { useCallback, useEffect, useRef, useState } from 'react';
import { checkVoucher, roomFor, type VoucherKind } from './voucher-checks';

export interface VoucherFile {
  id: number;
  file: File;
  kind: VoucherKind;
  /** Object URL for an image's thumbnail; null for a PDF (shown with an icon). */
  previewUrl: string | null;
}

/** The vouchers chosen for upload: checked as they are added, removable until sent. */
export function useVoucherFiles() {
  const [files, setFiles] = useState<VoucherFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const nextId = useRef(1);
  // Counts files being checked, so two quick selections cannot pass the limit together.
  const reserved = useRef(0);

  const add = useCallback(async (selected: FileList | File[]) => {
    const incoming = Array.from(selected);
    const { take, error } = roomFor(reserved.current, incoming.length);
    reserved.current += take;
    const results = await Promise.all(incoming.slice(0, take).map((file) => checkVoucher(file)));
    const accepted: VoucherFile[] = [];
    const problems = error ? [error] : [];
    results.forEach((result, i) => {
      const file = incoming[i] as File;
      if ('error' in result) problems.push(result.error);
      else
        accepted.push({
          id: nextId.current++,
          file,
          kind: result.kind,
          previewUrl: result.kind === 'pdf' ? null : URL.createObjectURL(file),
        });
    });
    reserved.current -= take - accepted.length;
    setErrors(problems);
    setFiles((current) => [...current, ...accepted]);
  }, []);

  const remove = useCallback((id: number) => {
    setFiles((current) => {
      const gone = current.find((f) => f.id === id);
      if (!gone) return current;
      if (gone.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      reserved.current -= 1;
      return current.filter((f) => f.id !== id);
    });
    setErrors([]);
  }, []);

  // Thumbnails' object URLs are freed when the screen goes away.
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  }, [files]);
  useEffect(() => () => latest.current.forEach((f) => f.previewUrl && URL.revokeObjectURL(f.previewUrl)), []);

  return { files, errors, setErrors, add, remove };
}
