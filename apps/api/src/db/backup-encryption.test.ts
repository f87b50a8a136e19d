import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError } from './backup-error.ts';
import { keyFingerprint, newBackupKey, openBackupKey, openInto, sealInto } from './backup-encryption.ts';

const rsa = (bits: number) => generateKeyPairSync('rsa', { modulusLength: bits });
let folder: string;
let recipient: ReturnType<typeof rsa>;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'invierte-sealed-'));
  recipient = rsa(3072);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('a backup key', () => {
  it('is wrapped to the public key and opened by its private key only', () => {
    const { key, encryption } = newBackupKey(recipient.publicKey);
    expect(encryption).toMatchObject({
      cipher: 'aes-256-gcm',
      keyWrap: 'rsa-oaep-sha256',
      recipient: keyFingerprint(recipient.publicKey),
    });
    expect(Buffer.from(encryption.wrappedKey, 'base64').includes(key)).toBe(false);
    expect(openBackupKey(recipient.privateKey, encryption).equals(key)).toBe(true);

    const other = rsa(3072);
    expect(() => openBackupKey(other.privateKey, encryption)).toThrow(
      new BackupError(
        `this backup was encrypted to another key (SHA-256 ${encryption.recipient.slice(0, 16)}…), not to this one (${keyFingerprint(other.publicKey).slice(0, 16)}…)`,
      ),
    );
  });

  it('refuses keys too weak or of another kind', () => {
    expect(() => newBackupKey(rsa(2048).publicKey)).toThrow(
      'the public key must be an RSA key of 3072 bits or more',
    );
    const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    expect(() => newBackupKey(ec.publicKey)).toThrow(BackupError);
  });
});

describe('a sealed file', () => {
  const sealAndOpen = async (name: string, bytes: Buffer) => {
    const { key } = newBackupKey(recipient.publicKey);
    const sealed = path.join(folder, `${name}.sealed`);
    await sealInto(Readable.from([bytes]), sealed, key);
    return { key, sealed };
  };

  it('opens to the same bytes, empty or of several chunks, and holds none of them in the clear', async () => {
    for (const [name, bytes] of [
      ['empty', Buffer.alloc(0)],
      ['large', Buffer.concat([Buffer.from('DNI 45678912 Rocío '), randomBytes(300_000)])],
    ] as const) {
      const { key, sealed } = await sealAndOpen(name, bytes);
      const stored = await readFile(sealed);
      expect(stored.length).toBe(bytes.length + 12 + 16);
      if (bytes.length) expect(stored.includes(Buffer.from('DNI 45678912'))).toBe(false);
      const opened = path.join(folder, name);
      await openInto(sealed, opened, key);
      expect((await readFile(opened)).equals(bytes)).toBe(true);
    }
  });

  it('does not open when altered or with another backup’s key, and leaves no file behind', async () => {
    const { key, sealed } = await sealAndOpen('contract', randomBytes(5_000));
    const stored = await readFile(sealed);
    stored[100] = (stored[100] ?? 0) ^ 0x01;
    const altered = path.join(folder, 'altered.sealed');
    await writeFile(altered, stored);
    for (const [file, withKey] of [
      [altered, key],
      [sealed, newBackupKey(recipient.publicKey).key],
    ] as const) {
      const destination = path.join(folder, 'refused');
      await expect(openInto(file, destination, withKey)).rejects.toThrow(
        `${file} does not open with this backup's key: it was altered`,
      );
      expect(existsSync(destination)).toBe(false);
      expect(existsSync(`${destination}.partial`)).toBe(false);
    }
  });
});
