import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackupError } from './backup-error.ts';
import { keyFingerprint } from './backup-encryption.ts';
import { checkManifestSignature, signManifest, SIGNATURE } from './backup-signature.ts';

/** The backup host's signing key, and a manifest to sign (its content does not matter here). */
const host = generateKeyPairSync('ed25519');
let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'invierte-signed-'));
  await writeFile(
    path.join(folder, 'manifest.json'),
    '{"files":[{"path":"database.pgdump","sha256":"ab"}]}\n',
  );
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const check = (key = host.publicKey) => checkManifestSignature(folder, 'manifest.json', key);

describe('a backup manifest signed by its host', () => {
  it('checks with the host’s public key, and names its signer', async () => {
    await signManifest(folder, 'manifest.json', host.privateKey);
    await expect(check()).resolves.toBeUndefined();
    const record = JSON.parse(await readFile(path.join(folder, SIGNATURE), 'utf8')) as { signer: string };
    expect(record).toMatchObject({ algorithm: 'ed25519', signer: keyFingerprint(host.publicKey) });
  });

  it('is refused once a byte of the manifest changed (a part’s hash rewritten)', async () => {
    await signManifest(folder, 'manifest.json', host.privateKey);
    const manifest = await readFile(path.join(folder, 'manifest.json'), 'utf8');
    await writeFile(path.join(folder, 'manifest.json'), manifest.replace('"ab"', '"cd"'));
    await expect(check()).rejects.toThrow(
      new BackupError('the manifest does not match its signature: it was altered after the backup'),
    );
  });

  it('is refused when another key signed it, naming both keys', async () => {
    const other = generateKeyPairSync('ed25519');
    await signManifest(folder, 'manifest.json', other.privateKey);
    await expect(check()).rejects.toThrow(
      new BackupError(
        `this backup was signed by another key (${keyFingerprint(other.publicKey).slice(0, 16)}…) than the one given (${keyFingerprint(host.publicKey).slice(0, 16)}…)`,
      ),
    );
  });

  it('is refused unsigned, and a key of another kind is refused on either side', async () => {
    await expect(check()).rejects.toThrow(
      'this backup is not signed (no readable manifest.sig): it may not be one of ours',
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expect(signManifest(folder, 'manifest.json', rsa.privateKey)).rejects.toThrow(
      'the signing key must be an Ed25519 key',
    );
    await expect(check(rsa.publicKey)).rejects.toThrow(
      'the key to check the signature with must be an Ed25519 key',
    );
  });
});
