import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The keys the backup commands read from PEM files (decisions 0060, 0061). Each refuses a key of the
 * wrong kind with the reason, for the command to print in its one line: a private key where a public
 * one belongs (it has no place on that host), a signing key that is not Ed25519.
 */
export type KeyFileKind = 'private' | 'public' | 'signing';

export function readKeyFile(file: string, kind: KeyFileKind): KeyObject {
  const pem = readFileSync(file, 'utf8');
  if (kind === 'public') {
    if (pem.includes('PRIVATE KEY')) throw new Error('it holds a private key: give its public half');
    return createPublicKey(pem);
  }
  const key = createPrivateKey(pem);
  if (kind === 'signing' && key.asymmetricKeyType !== 'ed25519')
    throw new Error(`it is an ${key.asymmetricKeyType} key, not Ed25519`);
  return key;
}

/** What each kind is called in the line that refuses it. */
export const keyFileKindName: Record<KeyFileKind, string> = {
  private: 'readable private key',
  public: 'public key',
  signing: 'Ed25519 private key',
};

/**
 * The keys of a restore's options: `--decrypt-with` (the private key an encrypted backup was sealed
 * to) and `--verify-with` (the backup host's public signing key; its private half belongs on that
 * host only). One that cannot be read stops `command` with one line.
 */
export function restoreKeys(
  command: string,
  options: { 'decrypt-with'?: string | undefined; 'verify-with'?: string | undefined },
): { decryptWith?: KeyObject; verifyWith?: KeyObject } {
  const read = (option: 'decrypt-with' | 'verify-with', kind: KeyFileKind): KeyObject | undefined => {
    const file = options[option];
    if (!file) return undefined;
    try {
      return readKeyFile(file, kind);
    } catch (error) {
      console.error(
        `invierte-api: ${command} failed: --${option} ${file} is no ${keyFileKindName[kind]} (${(error as Error).message})`,
      );
      process.exit(1);
    }
  };
  const decryptWith = read('decrypt-with', 'private');
  const verifyWith = read('verify-with', 'public');
  return { ...(decryptWith ? { decryptWith } : {}), ...(verifyWith ? { verifyWith } : {}) };
}
