import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createPublicKey,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './backup-error.ts';

/**
 * Backups encrypted to a public key (decision 0060): each backup gets a random AES-256 key, which
 * only the matching private key can unwrap (RSA-OAEP with SHA-256); each of its files is sealed with
 * that key (AES-256-GCM: a 12-byte nonce, the ciphertext, a 16-byte tag). The host that takes
 * backups holds the public key only, so neither it nor the storage the backups go to can read them.
 */

/** A sealed file's name: the plain file's, with this added. */
export const SEALED = '.sealed';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** RSA keys shorter than this are refused (NIST's 128-bit level starts at 3072). */
const MIN_RSA_BITS = 3072;

/** What a backup's manifest says of its encryption: enough to know which private key opens it. */
export interface BackupEncryption {
  cipher: 'aes-256-gcm';
  keyWrap: 'rsa-oaep-sha256';
  /** The backup's AES key, wrapped to the recipient's public key (base64). */
  wrappedKey: string;
  /** SHA-256 of the recipient public key (DER, SubjectPublicKeyInfo), hex. */
  recipient: string;
}

/** The hex SHA-256 of a public key's DER encoding: how a manifest names the key that opens it. */
export function keyFingerprint(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');
}

function checkRsa(key: KeyObject, role: string): void {
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < MIN_RSA_BITS)
    throw new BackupError(`the ${role} must be an RSA key of ${MIN_RSA_BITS} bits or more`);
}

/** A new key for one backup, and the manifest's record of it wrapped to `publicKey`. */
export function newBackupKey(publicKey: KeyObject): { key: Buffer; encryption: BackupEncryption } {
  checkRsa(publicKey, 'public key');
  const key = randomBytes(32);
  const wrapped = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    key,
  );
  return {
    key,
    encryption: {
      cipher: 'aes-256-gcm',
      keyWrap: 'rsa-oaep-sha256',
      wrappedKey: wrapped.toString('base64'),
      recipient: keyFingerprint(publicKey),
    },
  };
}

/** The backup's key, unwrapped with `privateKey`, which must be the recipient's. */
export function openBackupKey(privateKey: KeyObject, encryption: BackupEncryption): Buffer {
  checkRsa(privateKey, 'private key');
  const fingerprint = keyFingerprint(createPublicKey(privateKey));
  if (fingerprint !== encryption.recipient)
    throw new BackupError(
      `this backup was encrypted to another key (SHA-256 ${encryption.recipient.slice(0, 16)}…), not to this one (${fingerprint.slice(0, 16)}…)`,
    );
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(encryption.wrappedKey, 'base64'),
  );
}

/** Writes `source` sealed with `key` into the new file `destination`. */
export async function sealInto(source: Readable, destination: string, key: Buffer): Promise<void> {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  await pipeline(
    source,
    async function* (chunks: AsyncIterable<Buffer>) {
      yield nonce;
      for await (const chunk of chunks) yield cipher.update(chunk);
      yield cipher.final();
      yield cipher.getAuthTag();
    },
    createWriteStream(destination, { flags: 'wx' }),
  );
}

/**
 * Opens the sealed file `source` into the new file `destination`, which appears only once its tag
 * has proved every byte: a file altered or sealed with another key leaves nothing behind.
 */
export async function openInto(source: string, destination: string, key: Buffer): Promise<void> {
  const { size } = await stat(source);
  if (size < NONCE_BYTES + TAG_BYTES) throw new BackupError(`${source} is too short to be sealed`);
  const handle = await open(source);
  const nonce = Buffer.alloc(NONCE_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    await handle.read(nonce, 0, NONCE_BYTES, 0);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAuthTag(tag);
  const partial = `${destination}.partial`;
  try {
    // An empty file has no byte between the nonce and the tag (createReadStream's end is inclusive).
    const body =
      size > NONCE_BYTES + TAG_BYTES
        ? createReadStream(source, { start: NONCE_BYTES, end: size - TAG_BYTES - 1 })
        : (async function* () {})();
    await pipeline(body, decipher, createWriteStream(partial, { flags: 'wx' }));
  } catch {
    await rm(partial, { force: true });
    throw new BackupError(`${source} does not open with this backup's key: it was altered`);
  }
  await rename(partial, destination);
}
