import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVapidKeys } from './create-push-provider.ts';
import { createWebPushProvider } from './web-push-provider.ts';

/** The Web Push provider against a loopback server playing the push service. */
let status = 201;
let received: { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer } | undefined;
let url: string;
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    res.writeHead(status).end();
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  url = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// Keys as the built-in provider makes them (node:crypto), so web-push is shown to accept them.
const vapid = { ...newVapidKeys(), subject: 'mailto:operaciones@invierte.pe' };
const provider = createWebPushProvider(vapid, { ttlSeconds: 3600 });
const browser = createECDH('prime256v1');
browser.generateKeys();
const target = () => ({
  deviceId: 'device-1',
  userId: 'user-1',
  subscription: {
    endpoint: `${url}/push/abc`,
    keys: {
      p256dh: browser.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  },
});
const message = {
  kind: 'rescue-paid',
  title: 'Tu rescate fue pagado',
  body: 'Ingresa a Invierte.',
  url: '/portafolio',
};

describe('Web Push provider', () => {
  it('posts an encrypted message with its TTL and a VAPID authorization to the subscription', async () => {
    status = 201;
    expect(await provider.send(target(), message)).toBe('sent');
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('/push/abc');
    expect(received?.headers.ttl).toBe('3600');
    expect(received?.headers['content-encoding']).toBe('aes128gcm');
    expect(received?.headers['content-type']).toBe('application/octet-stream');
    const authorization = received?.headers.authorization ?? '';
    expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(authorization.endsWith(`k=${vapid.publicKey}`)).toBe(true);
    // The token is for the push service's origin, from the configured contact.
    const claims = JSON.parse(
      Buffer.from(authorization.split('t=')[1]!.split('.')[1]!, 'base64url').toString(),
    );
    expect(claims).toMatchObject({ aud: url, sub: vapid.subject });
    // Signed with the private key of the very pair whose public key it names (ES256, P-256).
    const [header, payload, signature] = authorization.split('t=')[1]!.split(',')[0]!.split('.');
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${payload}`),
        { key: publicKey, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature!, 'base64url'),
      ),
    ).toBe(true);
    // The body is encrypted for the browser: the message's text is not readable in it.
    expect(received!.body.length).toBeGreaterThan(JSON.stringify(message).length);
    expect(received!.body.toString('latin1')).not.toContain('rescate');
  });

  it('says a subscription is gone on 404 and 410, and fails on another refusal', async () => {
    status = 410;
    expect(await provider.send(target(), message)).toBe('gone');
    status = 404;
    expect(await provider.send(target(), message)).toBe('gone');
    status = 500;
    await expect(provider.send(target(), message)).rejects.toThrow('push service answered 500');
  });
});
