import { deactivatedNoticeKey } from './storage-keys';

/**
 * A message for the login page carried in the navigation state, e.g. after "Cerrar sesión en todos
 * los dispositivos" (the API's own wording). Shared because one feature sets it and another shows it.
 */
export interface LoginNoticeState {
  notice: string;
}

export const loginNoticeState = (notice: string): LoginNoticeState => ({ notice });

/** The notice in a location's state, if that state carries one. */
export function loginNoticeOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { notice } = state as Partial<LoginNoticeState>;
  return typeof notice === 'string' && notice.trim() ? notice : undefined;
}

/** The state that sends a person whose account was disabled mid-session to the login page. */
export interface DeactivatedState {
  deactivated: string;
}

/** The message of a session ended because the account was disabled, if the state carries one. */
export function deactivatedOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { deactivated } = state as Partial<DeactivatedState>;
  return typeof deactivated === 'string' && deactivated.trim() ? deactivated : undefined;
}

/**
 * The same message, kept for the login page in case the navigation that carries it loses: a session
 * found disabled while a page's guard is still loading (a reload, a first visit) also ends in the
 * guard's own redirect to /login, which carries no state, and whichever of the two lands last wins.
 * Kept in the tab's sessionStorage, because a reload in that instant ends the page that held it and
 * the next one finds no session and no reason; memory stands in where the storage is refused.
 */
let rememberedDeactivated: string | undefined;

export function rememberDeactivated(message: string): void {
  rememberedDeactivated = message;
  try {
    sessionStorage.setItem(deactivatedNoticeKey, message);
  } catch {
    // Storage refused (private mode, quota): this page still has it in memory.
  }
}

/** The kept message, if any; the login page reads it when it opens and then forgets it. */
export function rememberedDeactivatedMessage(): string | undefined {
  try {
    return sessionStorage.getItem(deactivatedNoticeKey) ?? rememberedDeactivated;
  } catch {
    return rememberedDeactivated;
  }
}

export function forgetDeactivated(): void {
  rememberedDeactivated = undefined;
  try {
    sessionStorage.removeItem(deactivatedNoticeKey);
  } catch {
    // Nothing was kept there.
  }
}
