import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createDatabaseFileStorage } from './database-file-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import type { S3Settings } from './s3-file-storage.ts';

export type FileStoreKind = 'local' | 'database' | 's3';

/**
 * Which store holds the files (docs/decisions/0032): a bucket when one is configured; otherwise the
 * database when it is PostgreSQL (shared by every API process, nothing to set up), and local disk
 * beside the embedded PGlite database, which only one process can open anyway. FILES_STORE names
 * one of them outright.
 */
export function fileStoreKind(config: AppConfig, databaseKind: 'pglite' | 'postgres'): FileStoreKind {
  if (config.files.s3) return 's3';
  if (config.files.store !== 'auto') return config.files.store;
  return databaseKind === 'postgres' ? 'database' : 'local';
}

export function createFileStorage(
  config: AppConfig,
  database: { db: Db; kind: 'pglite' | 'postgres' },
): FileStorage {
  const kind = fileStoreKind(config, database.kind);
  if (kind === 's3') {
    if (!config.files.s3) throw new Error('FILES_STORE=s3 needs FILES_S3_BUCKET');
    return lazyS3FileStorage(config.files.s3);
  }
  return kind === 'database'
    ? createDatabaseFileStorage(database.db)
    : createLocalFileStorage(config.dataDir);
}

/**
 * The S3 store, its SDK loaded with the first file it handles: the client is about 20 MiB resident,
 * and a process on the database or the local store never needs it.
 */
function lazyS3FileStorage(settings: S3Settings): FileStorage {
  let store: Promise<FileStorage> | undefined;
  const load = () =>
    (store ??= import('./s3-file-storage.ts').then((module) => module.createS3FileStorage(settings)));
  return {
    put: async (key, bytes, options) => (await load()).put(key, bytes, options),
    putStream: async (key, stream, options) => (await load()).putStream(key, stream, options),
    get: async (key) => (await load()).get(key),
    getStream: async (key) => (await load()).getStream(key),
    delete: async (key) => (await load()).delete(key),
  };
}
