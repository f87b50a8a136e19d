import { homePathFor, isSafeRedirectPath, type HomeRoutingUser } from '@invierte/domain';
import { storageKeys } from './storage-keys';

/** Remembers where a guest was going so login can take them there (requirements R4). */
export function rememberRedirect(path: string): void {
  localStorage.setItem(storageKeys.redirect, path);
}

/** The remembered path when it is a safe internal one (requirements R5), else the user's home. Used once. */
export function takeRedirectPath(user: HomeRoutingUser): string {
  const remembered = localStorage.getItem(storageKeys.redirect);
  localStorage.removeItem(storageKeys.redirect);
  return remembered && isSafeRedirectPath(remembered) ? remembered : homePathFor(user);
}
