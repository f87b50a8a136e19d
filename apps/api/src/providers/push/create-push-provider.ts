import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { PushProvider } from './push-provider.ts';
import { createRecordingPushProvider } from './recording-push-provider.ts';
import { createWebPushProvider } from './web-push-provider.ts';

/**
 * Web Push when PUSH_PROVIDER=web-push (its VAPID keys are then required by the configuration);
 * otherwise the built-in provider that records each message under DATA_DIR/push. The built-in one
 * still needs a public key for browsers to subscribe with: one is made once and kept in DATA_DIR.
 */
export function createPushProvider(config: AppConfig): PushProvider {
  const { push } = config;
  if (push.provider === 'web-push' && push.vapid)
    return createWebPushProvider(push.vapid, { ttlSeconds: push.ttlSeconds });
  const folder = path.join(config.dataDir, 'push');
  return createRecordingPushProvider(folder, push.vapid?.publicKey ?? persistedVapidPublicKey(folder));
}

function persistedVapidPublicKey(folder: string): string {
  const file = path.join(folder, 'vapid-keys.json');
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string }).publicKey;
  mkdirSync(folder, { recursive: true });
  const keys = newVapidKeys();
  try {
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process on the same folder made them first: every process hands out one key.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return persistedVapidPublicKey(folder);
  }
  return keys.publicKey;
}

/**
 * A VAPID key pair as browsers and push libraries read it (RFC 8292): a P-256 key, the public one as
 * its uncompressed point and the private one as its scalar, both base64url. Made with node:crypto so
 * the default provider never loads web-push.
 */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}
