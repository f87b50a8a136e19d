import { useSyncExternalStore } from 'react';
import { keysKeptOnLogout, storageKeys } from './storage-keys';

/**
 * The login session kept in localStorage with the key scheme of requirements R9: the access token as
 * "Bearer <token>" under `auth._token.local`, the refresh token under `auth._refresh_token.local` and
 * `auth.strategy` = "local". Listeners hear every change so the UI and the router can react.
 */
export interface NewSession {
  accessToken: string;
  refreshToken?: string | undefined;
  /** Seconds until the access token expires. */
  expiresIn?: number | undefined;
}

const BEARER = 'Bearer ';
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAccessToken(): string | null {
  const stored = localStorage.getItem(storageKeys.token);
  if (!stored) return null;
  return stored.startsWith(BEARER) ? stored.slice(BEARER.length) : stored;
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(storageKeys.refreshToken);
}

export function hasSession(): boolean {
  return getAccessToken() !== null;
}

/** Re-renders when the user logs in or out. */
export function useHasSession(): boolean {
  return useSyncExternalStore(subscribeSession, hasSession, () => false);
}

export function saveSession(session: NewSession): void {
  localStorage.setItem(storageKeys.token, `${BEARER}${session.accessToken}`);
  localStorage.setItem(storageKeys.strategy, 'local');
  if (session.refreshToken) localStorage.setItem(storageKeys.refreshToken, session.refreshToken);
  if (session.expiresIn !== undefined) {
    localStorage.setItem(storageKeys.tokenExpiration, String(Date.now() + session.expiresIn * 1000));
  }
  notify();
}

export function clearSession(): void {
  for (const key of [
    storageKeys.token,
    storageKeys.refreshToken,
    storageKeys.tokenExpiration,
    storageKeys.strategy,
  ]) {
    localStorage.removeItem(key);
  }
  notify();
}

/** Logout wipes local storage except the keys that are not personal (the theme choice). */
export function clearLocalStorageOnLogout(): void {
  const kept = keysKeptOnLogout.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  notify();
}
