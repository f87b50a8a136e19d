import type { PushMessage, PushOutcome, PushProvider, PushTarget } from './push-provider.ts';

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  /** A `mailto:` or `https:` address the push service may contact about this sender. */
  subject: string;
}

/**
 * The standard Web Push protocol (RFC 8030, VAPID RFC 8292, payload encryption RFC 8291) through the
 * `web-push` library, which signs the VAPID token and encrypts the payload; the request itself goes
 * out through fetch, so a push service's answer is read the same way on http and https.
 */
export function createWebPushProvider(
  vapid: VapidSettings,
  options: { ttlSeconds: number; timeoutMs?: number },
): PushProvider {
  return {
    name: 'web-push',
    publicKey: vapid.publicKey,
    async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
      // Loaded with the first push: the library and its crypto helpers are ~10 MiB at rest.
      const { default: webpush } = await import('web-push');
      const details = webpush.generateRequestDetails(target.subscription, JSON.stringify(message), {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      });
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ?? null,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      // 404 and 410: the browser unsubscribed or the subscription expired (RFC 8030, section 7.3).
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
      return 'sent';
    },
  };
}
