import { onboardingDraftKey } from '../../../lib/storage-keys';
import type { FormValues } from './form-model';

/**
 * Unsaved input of each step-1 screen, per tab (sessionStorage): an error dialog that reloads the
 * page, or a refresh before "Continuar", must not lose what was typed. Saved data comes from the
 * server's info instead, so another device sees only what was saved.
 */
type Drafts = Record<string, FormValues>;

const keyOf = (onboardingId: string, route: string) => `${onboardingId}/${route}`;

function readAll(): Drafts {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(onboardingDraftKey) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

export function readDraft(onboardingId: string, route: string): FormValues | undefined {
  return readAll()[keyOf(onboardingId, route)];
}

export function writeDraft(onboardingId: string, route: string, values: FormValues): void {
  const all = readAll();
  all[keyOf(onboardingId, route)] = values;
  try {
    sessionStorage.setItem(onboardingDraftKey, JSON.stringify(all));
  } catch {
    // A full storage only costs the draft.
  }
}

export function clearDraft(onboardingId: string, route: string): void {
  const all = readAll();
  delete all[keyOf(onboardingId, route)];
  sessionStorage.setItem(onboardingDraftKey, JSON.stringify(all));
}
