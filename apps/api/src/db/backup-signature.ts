import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './backup-error.ts';
import { keyFingerprint } from './backup-encryption.ts';

/**
 * Backups signed by the host that takes them (decision 0061): an Ed25519 signature of the manifest's
 * exact bytes, beside it. The manifest lists every part's SHA-256 (and, encrypted, the wrapped key),
 * so the signature vouches for the whole backup. Sealing to a public key keeps a backup secret but
 * lets anyone who has that key write one that restores; the signature says which host wrote it.
 */
export const SIGNATURE = 'manifest.sig';

export interface ManifestSignature {
  algorithm: 'ed25519';
  /** SHA-256 of the signing key's public half (DER, SubjectPublicKeyInfo), hex. */
  signer: string;
  /** The signature of manifest.json's bytes, base64. */
  signature: string;
}

/** Refuses a key that is not Ed25519, naming what it is for. */
export function checkSigningKey(key: KeyObject, role: string): void {
  if (key.asymmetricKeyType !== 'ed25519') throw new BackupError(`the ${role} must be an Ed25519 key`);
}

/** Signs `folder`'s manifest.json with `privateKey` into manifest.sig. */
export async function signManifest(
  folder: string,
  manifestFile: string,
  privateKey: KeyObject,
): Promise<void> {
  checkSigningKey(privateKey, 'signing key');
  const bytes = await readFile(path.join(folder, manifestFile));
  const record: ManifestSignature = {
    algorithm: 'ed25519',
    signer: keyFingerprint(createPublicKey(privateKey)),
    signature: sign(null, bytes, privateKey).toString('base64'),
  };
  await writeFile(path.join(folder, SIGNATURE), `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx' });
}

/** Throws BackupError unless `folder`'s manifest carries a valid signature by `publicKey`. */
export async function checkManifestSignature(
  folder: string,
  manifestFile: string,
  publicKey: KeyObject,
): Promise<void> {
  checkSigningKey(publicKey, 'key to check the signature with');
  let record: ManifestSignature;
  try {
    record = JSON.parse(await readFile(path.join(folder, SIGNATURE), 'utf8')) as ManifestSignature;
  } catch {
    throw new BackupError(`this backup is not signed (no readable ${SIGNATURE}): it may not be one of ours`);
  }
  const expected = keyFingerprint(publicKey);
  if (record.signer !== expected)
    throw new BackupError(
      `this backup was signed by another key (${String(record.signer).slice(0, 16)}…) than the one given (${expected.slice(0, 16)}…)`,
    );
  const bytes = await readFile(path.join(folder, manifestFile));
  if (!verify(null, bytes, publicKey, Buffer.from(String(record.signature), 'base64')))
    throw new BackupError(`the manifest does not match its signature: it was altered after the backup`);
}
