import { spawn } from 'node:child_process';
import { createHash, type KeyObject } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { BackupError } from './backup-error.ts';
import {
  newBackupKey,
  openBackupKey,
  openInto,
  sealInto,
  SEALED,
  type BackupEncryption,
} from './backup-encryption.ts';
import { checkManifestSignature, checkSigningKey, signManifest, SIGNATURE } from './backup-signature.ts';
import { pgliteExtensions } from './pglite-extensions.ts';

/**
 * Backups of the whole deployment's state (docs/deploy.md, "Backups"; decision 0036): the database
 * (PostgreSQL: `pg_dump` in its custom format; embedded PGlite: its data folder as a gzipped tarball)
 * plus the files under DATA_DIR (uploads when files live on local disk, the mail outbox's .eml files,
 * the push keys), with a manifest that lists each part's size and SHA-256. A restore checks every
 * hash before it changes anything, and only ever writes into an empty database and missing files.
 * Encrypted to a public key (backup-encryption.ts, decision 0060), each part is sealed as it is
 * written, and the restore opens them all before it changes anything. Signed (backup-signature.ts,
 * decision 0061), the manifest carries the taking host's signature, which a restore can require.
 */

export const BACKUP_FORMAT = 'invierte-backup/1';
export const MANIFEST = 'manifest.json';
const POSTGRES_DUMP = 'database.pgdump';
const PGLITE_DUMP = 'database.tar.gz';
/** DATA_DIR's files go under this folder of the backup, at the same relative paths. */
const DATA = 'data';

export type BackupEngine = 'postgres' | 'pglite';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  engine: BackupEngine;
  createdAt: string;
  /** Present when the backup is encrypted: its files are sealed (`<name>.sealed`), as stored. */
  encryption?: BackupEncryption;
  /** Every file of the backup but the manifest: path relative to the backup folder, size, SHA-256. */
  files: Array<{ path: string; bytes: number; sha256: string }>;
}

export { BackupError };

/**
 * DATA_DIR's paths a backup leaves out: the embedded database's folder (it is dumped instead), and the
 * audit chain's anchors and their signing key, kept apart from the data they vouch for (a backup
 * that carried the key could be rewritten and signed again).
 */
export function backupSkips(config: AppConfig): string[] {
  const skips = ['pglite', 'audit-anchor-key.pem'];
  const anchors = path.relative(config.dataDir, config.auditAnchors.dir);
  if (anchors && !anchors.startsWith('..') && !path.isAbsolute(anchors))
    skips.push(anchors.split(path.sep).join('/'));
  return skips;
}

/** Where the database comes from: a PostgreSQL URL (pg_dump), or the embedded database's dump. */
export type BackupSource =
  { engine: 'postgres'; databaseUrl: string } | { engine: 'pglite'; dump: () => Promise<Uint8Array> };

/**
 * Writes a backup into the folder `to` (which must not exist): first into `<to>.partial`, renamed
 * only when complete, so a folder named `to` is always a whole backup. `skip`: paths relative to
 * `dataDir` left out (the embedded database's own folder, the audit anchors and their key, which are
 * kept apart from the data they vouch for). With `encryptTo`, every part is sealed as it is written:
 * no plain byte of it reaches the backup's disk. With `signWith` (Ed25519), the manifest is signed.
 */
export async function createBackup(options: {
  source: BackupSource;
  dataDir: string;
  skip: readonly string[];
  to: string;
  encryptTo?: KeyObject;
  signWith?: KeyObject;
  now?: Date;
}): Promise<BackupManifest> {
  const to = path.resolve(options.to);
  if (existsSync(to)) throw new BackupError(`backup folder already exists: ${to}`);
  const sealing = options.encryptTo ? newBackupKey(options.encryptTo) : undefined;
  if (options.signWith) checkSigningKey(options.signWith, 'signing key');
  const partial = `${to}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(path.join(partial, DATA), { recursive: true });
  /** Writes one part of the backup, sealed when the backup is encrypted. */
  const write = async (name: string, source: Readable) => {
    const target = path.join(partial, sealing ? `${name}${SEALED}` : name);
    await mkdir(path.dirname(target), { recursive: true });
    if (sealing) await sealInto(source, target, sealing.key);
    else await pipeline(source, createWriteStream(target, { flags: 'wx' }));
  };
  try {
    if (options.source.engine === 'postgres') {
      await pgDump(options.source.databaseUrl, (dump) => write(POSTGRES_DUMP, dump));
    } else {
      await write(PGLITE_DUMP, Readable.from([await options.source.dump()]));
    }
    for (const file of await dataFiles(options.dataDir, options.skip))
      await write(`${DATA}/${file}`, createReadStream(path.join(options.dataDir, file)));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      engine: options.source.engine,
      createdAt: (options.now ?? new Date()).toISOString(),
      ...(sealing ? { encryption: sealing.encryption } : {}),
      files: await describe(partial),
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    if (options.signWith) await signManifest(partial, MANIFEST, options.signWith);
    await rename(partial, to);
    return manifest;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Where a backup is restored: an empty PostgreSQL database, or a PGlite folder that does not exist yet. */
export type RestoreTarget =
  { engine: 'postgres'; databaseUrl: string } | { engine: 'pglite'; pgliteDir: string };

/**
 * Restores the backup in folder `from`: checks the manifest and every file's hash, that the target
 * database is empty and that none of DATA_DIR's files exists yet, then restores the database and
 * copies the files into `dataDir`. With `verifyWith`, the manifest must first carry a valid signature by
 * that key. Throws BackupError, having changed nothing, when a check fails.
 */
export async function restoreBackup(options: {
  from: string;
  target: RestoreTarget;
  dataDir: string;
  /** The private key an encrypted backup was encrypted to. */
  decryptWith?: KeyObject;
  /** The public key the backup must be signed by. */
  verifyWith?: KeyObject;
}): Promise<BackupManifest> {
  const from = path.resolve(options.from);
  if (options.verifyWith) await checkManifestSignature(from, MANIFEST, options.verifyWith);
  const manifest = await verifyBackup(from);
  if (!manifest.encryption) return restorePlain(from, manifest, options);
  if (!options.decryptWith)
    throw new BackupError(
      'this backup is encrypted: give the private key it was encrypted to (--decrypt-with <file>)',
    );
  // Every part opened, and so proved, into a folder of this machine's own before anything changes.
  const key = openBackupKey(options.decryptWith, manifest.encryption);
  const opened = await mkdtemp(path.join(tmpdir(), 'invierte-restore-'));
  try {
    for (const { path: sealed } of manifest.files) {
      const plain = path.join(opened, sealed.slice(0, -SEALED.length));
      await mkdir(path.dirname(plain), { recursive: true });
      await openInto(path.join(from, sealed), plain, key);
    }
    const { encryption: _sealed, ...plain } = manifest;
    await restorePlain(opened, { ...plain, files: await describe(opened) }, options);
    return manifest;
  } finally {
    await rm(opened, { recursive: true, force: true });
  }
}

/** The restore of a backup whose files, in `from`, are plain and checked against `manifest`. */
async function restorePlain(
  from: string,
  manifest: BackupManifest,
  options: { target: RestoreTarget; dataDir: string },
): Promise<BackupManifest> {
  const { target } = options;
  if (manifest.engine !== target.engine)
    throw new BackupError(
      `this backup is of ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'the embedded database'}; ` +
        `restore it with ${manifest.engine === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}`,
    );
  const dataFilesIn = manifest.files
    .filter((f) => f.path.startsWith(`${DATA}/`))
    .map((f) => ({ file: f.path.slice(DATA.length + 1), sha256: f.sha256 }));
  if (target.engine === 'postgres') await expectEmptyPostgres(target.databaseUrl);
  else if (existsSync(target.pgliteDir))
    throw new BackupError(`the embedded database folder already exists: ${target.pgliteDir}`);
  // A file already there with the backup's very bytes is left as it is (a restore run again).
  const present: string[] = [];
  const toCopy: string[] = [];
  for (const { file, sha256 } of dataFilesIn) {
    const destination = path.join(options.dataDir, file);
    if (!existsSync(destination)) toCopy.push(file);
    else if ((await sha256Of(destination)) !== sha256) present.push(file);
  }
  if (present.length)
    throw new BackupError(
      `${present.length} file(s) of the backup already exist in ${options.dataDir} with other content (e.g. ${present[0]}): restore into an empty DATA_DIR`,
    );

  if (target.engine === 'postgres') {
    await runPgTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...connectionArgs(target.databaseUrl),
      path.join(from, POSTGRES_DUMP),
    ]);
  } else {
    await mkdir(path.dirname(target.pgliteDir), { recursive: true });
    const db = await PGlite.create({
      dataDir: target.pgliteDir,
      loadDataDir: new Blob([await readFile(path.join(from, PGLITE_DUMP))]),
      extensions: pgliteExtensions,
    });
    await db.close();
  }
  for (const file of toCopy) {
    const destination = path.join(options.dataDir, file);
    await mkdir(path.dirname(destination), { recursive: true });
    await copyFile(path.join(from, DATA, file), destination);
  }
  return manifest;
}

/** Reads the manifest and checks that the backup holds exactly its files, each with its size and SHA-256. */
export async function verifyBackup(from: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(from, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`no readable ${MANIFEST} in ${from}: not a backup folder`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`unknown backup format: ${manifest.format}`);
  if (manifest.encryption && manifest.files.some((f) => !f.path.endsWith(SEALED)))
    throw new BackupError('an encrypted backup lists a file that is not sealed: the manifest was altered');
  const actual = new Map((await describe(from)).map((f) => [f.path, f]));
  for (const expected of manifest.files) {
    const found = actual.get(expected.path);
    if (!found) throw new BackupError(`the backup lacks ${expected.path}`);
    if (found.sha256 !== expected.sha256 || found.bytes !== expected.bytes)
      throw new BackupError(
        `${expected.path} does not match its SHA-256 in the manifest: the backup is damaged`,
      );
    actual.delete(expected.path);
  }
  const extra = [...actual.keys()];
  if (extra.length)
    throw new BackupError(`the backup holds files its manifest does not list: ${extra.join(', ')}`);
  return manifest;
}

/** Every file under `root` but the manifest and its signature, sorted, with its size and SHA-256. */
async function describe(root: string): Promise<BackupManifest['files']> {
  const files = (await regularFiles(root, [])).filter((f) => f !== MANIFEST && f !== SIGNATURE);
  const described: BackupManifest['files'] = [];
  for (const file of files) {
    const full = path.join(root, file);
    described.push({ path: file, bytes: (await stat(full)).size, sha256: await sha256Of(full) });
  }
  return described;
}

/** DATA_DIR's regular files (relative, '/'-separated), without the skipped paths; none when it is missing. */
async function dataFiles(dataDir: string, skip: readonly string[]): Promise<string[]> {
  if (!existsSync(dataDir)) return [];
  return regularFiles(dataDir, skip);
}

async function regularFiles(root: string, skip: readonly string[]): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const skipped = (file: string) => skip.some((s) => file === s || file.startsWith(`${s}/`));
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((file) => !skipped(file))
    .sort();
}

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** The URL without its password (which goes in PGPASSWORD, not on a command line others can list). */
function connectionArgs(databaseUrl: string): string[] {
  const url = new URL(databaseUrl);
  url.password = '';
  return [`--dbname=${url.toString()}`];
}

function pgEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const password = decodeURIComponent(new URL(databaseUrl).password);
  return { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
}

/** pg_dump's custom format of the whole database, handed to `write` as it comes. */
async function pgDump(databaseUrl: string, write: (dump: Readable) => Promise<void>): Promise<void> {
  let dump: Readable | undefined;
  const done = runPgTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', ...connectionArgs(databaseUrl)],
    (stdout) => (dump = stdout),
  );
  // Both must end. A write that failed (a full disk) makes pg_dump fail on its closed output: the
  // write's error says why; otherwise pg_dump's own does.
  const [written, dumped] = await Promise.allSettled([write(dump!), done]);
  if (written.status === 'rejected') throw written.reason;
  if (dumped.status === 'rejected') throw dumped.reason;
}

/**
 * Runs pg_dump or pg_restore (from PG_BIN_DIR when set, else PATH); its stderr becomes the error.
 * With `output`, its standard output is handed there as it starts.
 */
function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  output?: (stdout: Readable) => void,
): Promise<void> {
  const dbname = args.find((a) => a.startsWith('--dbname='))!.slice('--dbname='.length);
  const binary = process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, tool) : tool;
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      env: pgEnvironment(dbname),
      stdio: ['ignore', output ? 'pipe' : 'ignore', 'pipe'],
    });
    if (output) output(child.stdout!);
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} not found: install the PostgreSQL client of the server's version or set PG_BIN_DIR`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** A restore never mixes into existing data: the target database must hold no table. */
async function expectEmptyPostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: string }>(
      `select count(*) as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(rows[0]!.tables) > 0)
      throw new BackupError(
        `the target database is not empty (${rows[0]!.tables} tables): create a new database and restore into it`,
      );
  } finally {
    await client.end();
  }
}
