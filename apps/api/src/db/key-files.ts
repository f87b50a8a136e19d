import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The keys the backup commands read from PEM files (decisions 0060, 0061). Each refuses a key of the
 * wrong kind with the reason, for the command to print in its one line: a private key where a public
 * one belongs (it has no place on that host), a signing key that is not Ed25519.
 */
export type KeyFileKind = 'private' | 'public' | 'signing';

function readKeyFile(file: string, kind: KeyFileKind): KeyObject {
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

const kindName: Record<KeyFileKind, string> = {
  private: 'readable private key',
  public: 'public key',
  signing: 'Ed25519 private key',
};

/**
 * The key a command's option names; one that cannot be used throws an Error whose message is the
 * rest of the command's one refusing line (`--<option> <file> is no … (why)`).
 */
export function keyOption(option: string, file: string, kind: KeyFileKind): KeyObject {
  try {
    return readKeyFile(file, kind);
  } catch (error) {
    throw new Error(`--${option} ${file} is no ${kindName[kind]} (${(error as Error).message})`, {
      cause: error,
    });
  }
}

/**
 * The keys of a restore's options: `--decrypt-with` (the private key an encrypted backup was sealed
 * to) and `--verify-with` (the backup host's public signing key; its private half belongs on that
 * host only). One that cannot be read stops `command` with one line.
 */
export function restoreKeys(
  command: string,
  options: { 'decrypt-with'?: string | undefined; 'verify-with'?: string | undefined },
): { decryptWith?: KeyObject; verifyWith?: KeyObject } {
  try {
    const decrypt = options['decrypt-with'];
    const verify = options['verify-with'];
    return {
      ...(decrypt ? { decryptWith: keyOption('decrypt-with', decrypt, 'private') } : {}),
      ...(verify ? { verifyWith: keyOption('verify-with', verify, 'public') } : {}),
    };
  } catch (error) {
    console.error(`invierte-api: ${command} failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
