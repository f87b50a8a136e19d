import { downloadDocument } from './api/download-document';

/** "1.2 MB" / "34 KB" for the document list. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const limaDateTime = (iso: string) =>
  new Intl.DateTimeFormat('es-PE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Lima',
  }).format(new Date(iso));

/** Saves a document under its own name. */
export async function saveDocument(onboardingId: string, fileId: string): Promise<void> {
  const { blob, fileName } = await downloadDocument(onboardingId, fileId);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens a document in a new tab (the tab is opened first, so pop-up blockers let it through). */
export async function viewDocument(onboardingId: string, fileId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await downloadDocument(onboardingId, fileId);
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
