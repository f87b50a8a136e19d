import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt at the OWASP Password Storage parameters (N=2^17, r=8, p=1, 64 MiB): Node ships it, so no
 * native addon or install script is needed. The stored form carries its parameters so they can rise later.
 *
 * Requests never call this directly: use cases go through the work pool (`ctx.work`, shared/work-tasks.ts),
 * which runs the synchronous forms on its own threads. The promise forms serve the seed and the bench.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

type Params = { N: number; r: number; p: number };

const scryptOptions = (params: Params): ScryptOptions => ({ ...params, maxmem: 256 * params.N * params.r });
const encode = (salt: Buffer, key: Buffer) =>
  ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');

function decode(stored: string): { params: Params; salt: Buffer; expected: Buffer } | undefined {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return undefined;
  return {
    params: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64url'),
    expected: Buffer.from(key, 'base64url'),
  };
}

const matches = (actual: Buffer, expected: Buffer) =>
  actual.length === expected.length && timingSafeEqual(actual, expected);

const deriveSync = (password: string, salt: Buffer, params: Params) =>
  scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, scryptOptions(params));

function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, scryptOptions(params), (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hashes on the calling thread: meant for a work-pool thread, where blocking is the point. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, deriveSync(password, salt, PARAMS));
}

/** Verifies on the calling thread (work-pool thread). */
export function verifyPasswordSync(password: string, stored: string): boolean {
  const parts = decode(stored);
  return parts ? matches(deriveSync(password, parts.salt, parts.params), parts.expected) : false;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await derive(password, salt, PARAMS));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = decode(stored);
  return parts ? matches(await derive(password, parts.salt, parts.params), parts.expected) : false;
}

/**
 * A hash of a random, discarded password at the current parameters. A login for an unknown e-mail
 * verifies against it, so it costs what a real check costs, from the very first one.
 */
export const DUMMY_HASH =
  'scrypt$131072$8$1$36-_lVoMlICGOGgp52RgCg$iZZuWlr3q44Zhk8aQPIOO-qe5F4sDokc5NKUYQjPV3g';
