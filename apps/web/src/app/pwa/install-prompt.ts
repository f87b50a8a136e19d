/**
 * The browser's own install prompt (`beforeinstallprompt`, Chromium-based browsers only). It fires
 * once, early, whatever page is open: kept here from the start so the install dialog can show it later.
 */

/** Not in TypeScript's DOM library: the event Chromium fires when the app can be installed. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;

export function listenForInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-bar from showing: the footer's dialog offers it instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
  });
}

/** Whether this browser offered to install the app (and it is not installed yet). */
export const canPromptInstall = (): boolean => deferred !== null;

/** Shows the browser's install prompt; true when the person accepted. A prompt can be used once. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}
