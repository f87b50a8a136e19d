const PDF_SIGNATURE = Buffer.from('%PDF-');

/**
 * A PDF is accepted only if pdf.js reads its structure and it has a page to show. Parsing is
 * JavaScript that can take a while on a large file: the API runs it on its work pool
 * (`pdfCheckOf`), never on the thread that answers requests.
 */
export async function isReadablePdf(bytes: Buffer): Promise<boolean> {
  // The signature may follow a few bytes of junk some generators write; beyond 1 KB it is not a PDF.
  const at = bytes.subarray(0, 1024).indexOf(PDF_SIGNATURE);
  if (at < 0) return false;
  try {
    // Loaded on the pool's threads on the first check; the API's own thread never needs pdf.js.
    const { getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      stopAtErrors: true,
      verbosity: 0,
    });
    try {
      if (pdf.numPages < 1) return false;
      await pdf.getPage(1);
      return true;
    } finally {
      await pdf.destroy();
    }
  } catch {
    return false;
  }
}

/** How a check of uploaded files tells a readable PDF: on the work pool in the API. */
export type PdfCheck = (bytes: Buffer) => Promise<boolean>;

export const pdfCheckOf =
  (work: { run(task: 'isReadablePdf', input: { bytes: Uint8Array }): Promise<boolean> }): PdfCheck =>
  (bytes) =>
    work.run('isReadablePdf', { bytes: new Uint8Array(bytes) });
