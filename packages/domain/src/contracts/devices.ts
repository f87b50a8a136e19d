import { z } from 'zod';

/**
 * The devices an investor signs in from and push notifications on each (decision 0035). A device is
 * named by the token the web keeps as `token_firebase` and sends in the `firebase-token` header.
 */

const badSubscription = 'La suscripción de notificaciones de este dispositivo no es válida.';

/** A browser's Web Push subscription (`PushSubscription.toJSON()`): the push service's URL and keys. */
export const pushSubscription = z.object({
  endpoint: z.url({ protocol: /^https$/, error: badSubscription }).max(2048, { error: badSubscription }),
  keys: z.object({
    // The browser's P-256 public key (65 bytes) and the 16-byte auth secret, base64url.
    p256dh: z
      .string({ error: badSubscription })
      .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, { error: badSubscription }),
    auth: z
      .string({ error: badSubscription })
      .regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, { error: badSubscription }),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscription>;

export const registerPushSubscriptionRequest = z.object({ subscription: pushSubscription });

export const setDevicePushRequest = z.object({
  pushOn: z.boolean({ error: 'Indica si quieres recibir notificaciones en este dispositivo.' }),
});

export const deviceIdParams = z.object({ deviceId: z.uuid({ error: 'No encontramos el dispositivo.' }) });

export const userDevice = z.object({
  id: z.string(),
  /** The device this request came from (its `firebase-token` header). */
  current: z.boolean(),
  pushOn: z.boolean(),
  /** Its browser gave a push subscription, so push can be turned on from any of her devices. */
  subscribed: z.boolean(),
  /** The browser it last signed in with, as its user agent names it. */
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type UserDevice = z.infer<typeof userDevice>;
