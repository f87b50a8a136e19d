import type { PushSubscriptionInput } from '@invierte/domain';
import { storageKeys } from '../../lib/storage-keys';

/**
 * This browser and push notifications (decision 0035): whether it can receive them, the token that
 * names it to the API (kept as `token_firebase`, sent as `firebase-token` on login too), and its
 * Web Push subscription through the service worker's PushManager.
 */

export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'unsupported';
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The token naming this device, made once (a random UUID) the first time push is turned on here. */
export function ensureDeviceToken(): string {
  const existing = localStorage.getItem(storageKeys.firebaseToken);
  if (existing) return existing;
  const token = crypto.randomUUID();
  localStorage.setItem(storageKeys.firebaseToken, token);
  return token;
}

/** Why subscribing failed, in words for the investor. */
export class PushUnavailable extends Error {}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks for permission and subscribes this browser with the server's VAPID public key. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new PushUnavailable(
      'No diste permiso para mostrar notificaciones. Puedes permitirlas en la configuración del navegador.',
    );
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration)
    throw new PushUnavailable(
      'Este navegador aún no está listo para recibir notificaciones. Recarga la página e inténtalo de nuevo.',
    );
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new PushUnavailable('Este navegador no entregó una suscripción de notificaciones válida.');
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}
