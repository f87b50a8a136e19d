import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { spoolToFile } from '../../shared/spool-to-file.ts';
import { S3_SPOOL_PREFIX } from '../../shared/stale-spools.ts';
import type { FileStorage } from './file-storage.ts';
import {
  checkedKey,
  ImmutableFileError,
  immutableOf,
  sha256Hex,
  TamperedFileError,
  verified,
  withLength,
  type PutOptions,
} from './storage-rules.ts';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, Ceph…); unset means AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset means the SDK's own credential chain (instance role, AWS_* variables). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Put before every key, so one bucket can serve several deployments. */
  prefix: string;
  /** Bucket in the path instead of the host name: what most S3-compatible servers expect. */
  forcePathStyle: boolean;
}

/** A private temporary folder for one spooled body, and the file in it. */
const spoolFile = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), S3_SPOOL_PREFIX));
  return { path: path.join(dir, 'body'), remove: () => rm(dir, { recursive: true, force: true }) };
};

interface S3Failure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}
const statusOf = (error: unknown) => (error as S3Failure).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as S3Failure).name ?? '');

/**
 * Files in an S3 bucket (decision 0032), for deployments that keep files apart from the database.
 * Each object carries its SHA-256 and whether it is immutable as metadata; an immutable object is
 * written with `If-None-Match: *`, so the bucket itself refuses a second write of its key.
 */
export function createS3FileStorage(settings: S3Settings, client = s3ClientFor(settings)): FileStorage {
  const objectKey = (key: string) => `${settings.prefix}${checkedKey(key)}`;
  const Bucket = settings.bucket;

  const immutableStored = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return head.Metadata?.immutable === 'true';
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };

  /** One PutObject of a body whose length and SHA-256 are known: bytes in memory, or a spooled file. */
  const putBody = async (
    key: string,
    body: { bytes: Buffer } | { stream: () => Readable; size: number; sha256: string },
    options?: PutOptions,
  ) => {
    const immutable = immutableOf(key, options);
    // A mutable put may not replace an immutable object; an immutable one is refused by the bucket.
    if (!immutable && (await immutableStored(key))) throw new ImmutableFileError(key);
    const [Body, length, sha256] =
      'bytes' in body
        ? [body.bytes, body.bytes.length, sha256Hex(body.bytes)]
        : [body.stream(), body.size, body.sha256];
    try {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body,
          ContentLength: length,
          ContentType: options?.contentType,
          Metadata: { sha256, immutable: String(immutable) },
          IfNoneMatch: immutable ? '*' : undefined,
        }),
      );
    } catch (error) {
      // 412: the key exists; 409: another writer of the same key is under way.
      if (immutable && [409, 412].includes(statusOf(error) ?? 0)) throw new ImmutableFileError(key);
      throw error;
    }
  };

  const fetchObject = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const get = async (key: string) => {
    const object = await fetchObject(key);
    if (!object?.Body) return null;
    const bytes = Buffer.from(await object.Body.transformToByteArray());
    const { immutable, sha256 } = object.Metadata ?? {};
    return immutable === 'true' && sha256 ? verified(key, bytes, sha256) : bytes;
  };

  return {
    put: (key, bytes, options) => putBody(key, { bytes }, options),
    get,
    async putStream(key, stream, options) {
      checkedKey(key);
      // Spooled to disk, not gathered in memory: a single PutObject needs the length and the hash
      // (its metadata) before the first byte, and one request keeps `If-None-Match` for immutable
      // files (decision 0044).
      const file = await spoolFile();
      try {
        const { size, sha256 } = await spoolToFile(stream, file.path);
        await putBody(key, { stream: () => createReadStream(file.path), size, sha256 }, options);
      } finally {
        stream.destroy();
        await file.remove();
      }
    },
    async getStream(key) {
      const object = await fetchObject(key);
      if (!object?.Body) return null;
      if (object.Metadata?.immutable === 'true') {
        // Checked whole before the first byte leaves (an altered document is never half sent):
        // spooled to disk while hashed, then streamed from there.
        const expected = object.Metadata.sha256 ?? '';
        const file = await spoolFile();
        try {
          const { size, sha256 } = await spoolToFile(object.Body as Readable, file.path);
          if (sha256 !== expected) throw new TamperedFileError(key, expected, sha256);
          const body = createReadStream(file.path);
          // Removed once read or abandoned; on Linux an open file stays readable after its removal.
          body.once('close', () => void file.remove());
          return withLength(body, size);
        } catch (error) {
          await file.remove();
          throw error;
        }
      }
      return withLength(object.Body as Readable, object.ContentLength);
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}

export function s3ClientFor(settings: S3Settings): S3Client {
  const { accessKeyId, secretAccessKey } = settings;
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
