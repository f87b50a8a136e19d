/** A browser's Web Push subscription, as its PushManager hands it over. */
export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Where one message goes: a device of a user, with the subscription its browser gave. */
export interface PushTarget {
  deviceId: string;
  userId: string;
  subscription: PushSubscriptionKeys;
}

/**
 * What a push says. It never carries figures or names: it only invites the investor to open the
 * app, like the live channel only says that something changed (decision 0035).
 */
export interface PushMessage {
  /** The live event it announces (`alert-created`, `rescue-paid`, …). */
  kind: string;
  title: string;
  body: string;
  /** The page the notification opens. */
  url: string;
}

/** `gone`: the push service says the subscription no longer exists, so the device stops receiving. */
export type PushOutcome = 'sent' | 'gone';

/** Sends one message to one device (architecture A3): the built-in one records it, Web Push delivers it. */
export interface PushProvider {
  readonly name: 'recording' | 'web-push';
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}
