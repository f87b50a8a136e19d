import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt at the OWASP Password Storage parameters (N=2^17, r=8, p=1, 64 MiB): Node ships it, so no
 * native addon or install script is needed. The stored form carries its parameters so they can rise later.
 *
 * Requests never call this directly: use cases go through the work pool (`ctx.work`, src/work-tasks.ts),
 * which runs the synchronous forms on its own threads. The promise forms serve the seed and the bench.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

type Params = { N: number; r: number; p: number };

/**
 * The cost new hashes get. The API's own test run lowers it (TEST_SCRYPT_LOG_N, honoured only when
 * NODE_ENV is test) so its hundreds of registrations and logins do not each cost 64 MiB and a
 * quarter of a second; verification always uses the parameters stored in the hash.
 */
function newHashParams(): Params {
  const logN = process.env.NODE_ENV === 'test' ? Number(process.env.TEST_SCRYPT_LOG_N || NaN) : NaN;
  return Number.isInteger(logN) && logN >= 10 && logN < 17 ? { ...PARAMS, N: 2 ** logN } : PARAMS;
}

const scryptOptions = (params: Params): ScryptOptions => ({ ...params, maxmem: 256 * params.N * params.r });
const encode = (salt: Buffer, key: Buffer, params: Params) =>
  ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');

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
  const params = newHashParams();
  return encode(salt, deriveSync(password, salt, params), params);
}

/** Verifies on the calling thread (work-pool thread). */
export function verifyPasswordSync(password: string, stored: string): boolean {
  const parts = decode(stored);
  return parts ? matches(deriveSync(password, parts.salt, parts.params), parts.expected) : false;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = newHashParams();
  return encode(salt, await derive(password, salt, params), params);
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

const lowerCostDummies = new Map<number, string>();

/**
 * The hash an unknown e-mail's login is checked against: DUMMY_HASH at the production parameters,
 * or, when a test run lowers the cost of new hashes (TEST_SCRYPT_LOG_N), one made once at that cost,
 * so an unknown e-mail still costs exactly what a known one does.
 */
export function dummyHash(): string {
  const params = newHashParams();
  if (params.N === PARAMS.N) return DUMMY_HASH;
  let hash = lowerCostDummies.get(params.N);
  if (!hash) {
    hash = hashPasswordSync(randomBytes(16).toString('base64url'));
    lowerCostDummies.set(params.N, hash);
  }
  return hash;
}
