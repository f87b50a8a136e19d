import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { fakeS3Credentials, fakeS3Server } from '../../test/fake-s3-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDatabaseFileStorage } from './database-file-storage.ts';
import { ImmutableFileError, TamperedFileError, type FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';
import { sha256Hex } from './storage-rules.ts';

/**
 * One contract every store keeps (docs/decisions/0032): local disk, the database (PGlite here,
 * PostgreSQL when TEST_DATABASE_URL is set) and S3 (a local server answering as S3, checking each
 * request's signature: test/fake-s3-server.ts).
 */
interface StoreUnderTest {
  storage: FileStorage;
  /** Changes one byte of the stored file behind the store's back, as a disk or a person could. */
  tamper(key: string): Promise<void>;
  close(): Promise<void>;
}

const flipMiddleByte = (bytes: Buffer) => {
  const copy = Buffer.from(bytes);
  const middle = Math.floor(copy.length / 2);
  copy[middle] = (copy[middle] ?? 0) ^ 0x01;
  return copy;
};

const stores: Array<[string, () => Promise<StoreUnderTest>]> = [
  [
    'local disk',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'invierte-files-'));
      return {
        storage: createLocalFileStorage(dataDir),
        async tamper(key) {
          const file = path.join(dataDir, 'uploads', key);
          await writeFile(file, flipMiddleByte(await readFile(file)));
        },
        close: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'database',
    async () => {
      const t: TestApp = await createTestApp();
      return {
        storage: createDatabaseFileStorage(t.db),
        async tamper(key) {
          // The table's trigger refuses the rewrite; an operator with the rights to lift it is the risk.
          // The files tampered with here are one chunk long, so its middle byte is the file's.
          const rewrite = sql`update stored_file_chunks
            set bytes = set_byte(bytes, length(bytes) / 2, get_byte(bytes, length(bytes) / 2) # 1)
            where key = ${key}`;
          await expect(t.db.execute(rewrite)).rejects.toThrow();
          const trigger = sql`stored_file_chunks_keep_immutable`;
          await t.db.execute(sql`alter table stored_file_chunks disable trigger ${trigger}`);
          await t.db.execute(rewrite);
          await t.db.execute(sql`alter table stored_file_chunks enable trigger ${trigger}`);
        },
        close: () => t.close(),
      };
    },
  ],
  [
    'S3',
    async () => {
      const server = await fakeS3Server('invierte-files');
      const storage = createS3FileStorage({
        bucket: 'invierte-files',
        endpoint: server.url,
        region: 'us-east-1',
        ...fakeS3Credentials,
        prefix: 'test/',
        forcePathStyle: true,
      });
      return {
        storage,
        async tamper(key) {
          const object = server.objects.get(`test/${key}`);
          if (!object) throw new Error(`no object ${key}`);
          object.body = flipMiddleByte(object.body);
        },
        close: server.close,
      };
    },
  ],
];

/** A full garbage collection, so what memory shows is what is still held, not what awaits collection. */
const collectGarbage = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();
const MiB = 1024 * 1024;
/** Buffers' memory still held: V8 frees a collected buffer's memory on another thread, hence the wait. */
const heldBytes = async () => {
  collectGarbage();
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  return process.memoryUsage().arrayBuffers;
};

/**
 * A file of `size` bytes made a piece at a time as the store asks for it, with the most memory held
 * beyond `baseline` at any point while it was read (measured at 12 and 24 MiB, after a collection).
 */
async function lazyFile(size: number) {
  const hash = createHash('sha256');
  const seen = { baseline: await heldBytes(), peak: 0 };
  const piece = 64 * 1024;
  const stream = Readable.from(
    (async function* () {
      for (let at = 0; at < size; at += piece) {
        if (at > 0 && at % (12 * MiB) === 0)
          seen.peak = Math.max(seen.peak, (await heldBytes()) - seen.baseline);
        const bytes = randomBytes(Math.min(piece, size - at));
        hash.update(bytes);
        yield bytes;
      }
    })(),
  );
  return { stream, seen, sha256: () => hash.digest('hex') };
}

const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

describe.each(stores)('file store: %s', (_name, open) => {
  let store: StoreUnderTest;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => store?.close());
  const contractKey = () => `onboarding/${randomUUID()}/contract/${randomUUID()}.pdf`;

  it('gives back what was put, overwrites a mutable file, and forgets a deleted one', async () => {
    const key = `avatars/${randomUUID()}.png`;
    await store.storage.put(key, Buffer.from('first'), { contentType: 'image/png' });
    expect((await store.storage.get(key))?.toString()).toBe('first');
    await store.storage.put(key, Buffer.from('second'));
    expect((await store.storage.get(key))?.toString()).toBe('second');
    await store.storage.delete(key);
    expect(await store.storage.get(key)).toBeNull();
    await expect(store.storage.delete(key)).resolves.toBeUndefined();
  });

  it('answers null for a key with no file, read whole or as a stream', async () => {
    expect(await store.storage.get(`feedback/${randomUUID()}.png`)).toBeNull();
    expect(await store.storage.getStream(`feedback/${randomUUID()}.png`)).toBeNull();
  });

  it.each([
    '../secret.pdf',
    'a/../../b.pdf',
    '/etc/passwd',
    'Avatars/x.png',
    'a/b',
    'a b.pdf',
    'a/b.pdf.sha256',
  ])('refuses the unsafe key %s on every operation', async (key) => {
    await expect(store.storage.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    await expect(store.storage.putStream(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
      /unsafe storage key/,
    );
    await expect(store.storage.get(key)).rejects.toThrow(/unsafe storage key/);
    await expect(store.storage.getStream(key)).rejects.toThrow(/unsafe storage key/);
    await expect(store.storage.delete(key)).rejects.toThrow(/unsafe storage key/);
  });

  it('refuses to overwrite a signed contract, by key or when put as immutable, and keeps the first bytes', async () => {
    const key = contractKey();
    await store.storage.put(key, Buffer.from('%PDF signed'));
    await expect(store.storage.put(key, Buffer.from('%PDF other'))).rejects.toBeInstanceOf(
      ImmutableFileError,
    );
    await expect(store.storage.putStream(key, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(
      ImmutableFileError,
    );
    expect((await store.storage.get(key))?.toString()).toBe('%PDF signed');

    const evidence = `feedback/${randomUUID()}.png`;
    await store.storage.put(evidence, Buffer.from('kept'), { immutable: true });
    await expect(store.storage.put(evidence, Buffer.from('replaced'))).rejects.toBeInstanceOf(
      ImmutableFileError,
    );
    expect((await store.storage.get(evidence))?.toString()).toBe('kept');
  });

  it('refuses to hand over a signed file whose bytes changed, with a Spanish message and both hashes', async () => {
    const key = contractKey();
    const bytes = randomBytes(4096);
    await store.storage.put(key, bytes);
    await store.tamper(key);
    const refusal = await store.storage.get(key).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TamperedFileError);
    const tampered = refusal as TamperedFileError;
    expect(tampered.message).toMatch(/no coincide con la huella registrada/);
    expect(tampered.expectedSha256).toBe(sha256Hex(bytes));
    expect(tampered.actualSha256).toBe(sha256Hex(flipMiddleByte(bytes)));
    await expect(store.storage.getStream(key)).rejects.toBeInstanceOf(TamperedFileError);
  });

  it('streams a file of several MB in and out unchanged, mutable and immutable', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 123);
    const chunked = () =>
      Readable.from(
        (function* () {
          for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
        })(),
      );
    for (const key of [`investor-documents/${randomUUID()}/${randomUUID()}.pdf`, contractKey()]) {
      await store.storage.putStream(key, chunked(), { contentType: 'application/pdf' });
      const stream = await store.storage.getStream(key);
      if (!stream) throw new Error('no stream');
      expect(sha256Hex(await collect(stream))).toBe(sha256Hex(bytes));
      expect((await store.storage.get(key))?.equals(bytes)).toBe(true);
    }
  });

  it('streams a 32 MiB file made as it is read, in and out, never holding it whole', async () => {
    const size = 32 * MiB;
    const key = `investor-documents/${randomUUID()}/${randomUUID()}.pdf`;
    const file = await lazyFile(size);
    await store.storage.putStream(key, file.stream);
    const stream = await store.storage.getStream(key);
    if (!stream) throw new Error('no stream');
    expect(stream.contentLength).toBe(size);
    const hash = createHash('sha256');
    const before = await heldBytes();
    let readPeak = 0;
    let read = 0;
    for await (const chunk of stream) {
      hash.update(chunk as Buffer);
      read += (chunk as Buffer).length;
      if (read % (12 * MiB) < (chunk as Buffer).length)
        readPeak = Math.max(readPeak, (await heldBytes()) - before);
    }
    expect(hash.digest('hex')).toBe(file.sha256());
    // Gathered whole, 24 MiB of the file are held at the last measure before its end (the database
    // store that concatenated showed that); streamed, at most 4.3 MiB were seen (chunks in flight).
    expect(file.seen.peak).toBeLessThan(12 * MiB);
    expect(readPeak).toBeLessThan(12 * MiB);
    console.info(
      `held while putting ${(file.seen.peak / MiB).toFixed(1)} MiB, while reading ${(readPeak / MiB).toFixed(1)} MiB`,
    );
    await store.storage.delete(key);
  });
});

describe('S3 store against its server’s answers', () => {
  it('signs every request, retries a 500 and reports a refused signature', async () => {
    const server = await fakeS3Server('invierte-files');
    const settings = {
      bucket: 'invierte-files',
      endpoint: server.url,
      region: 'us-east-1',
      ...fakeS3Credentials,
      prefix: '',
      forcePathStyle: true,
    };
    try {
      const storage = createS3FileStorage(settings);
      server.failNext(1);
      await storage.put('avatars/retried.png', Buffer.from('after a retry'));
      expect((await storage.get('avatars/retried.png'))?.toString()).toBe('after a retry');
      expect(server.requests.every((r) => r.signatureProblem === null)).toBe(true);
      // The put first asks whether an immutable object holds the key: that question met the 500.
      expect(server.requests.map((r) => r.method).slice(0, 3)).toEqual(['HEAD', 'HEAD', 'PUT']);

      const wrongKey = createS3FileStorage({ ...settings, secretAccessKey: 'not-the-secret' });
      await expect(wrongKey.get('avatars/retried.png')).rejects.toThrow(/signature does not match/);
      expect(server.requests.at(-1)?.signatureProblem).toBe('signature does not match');
    } finally {
      await server.close();
    }
  });
});

describe('database store', () => {
  it('records size, SHA-256, content type and immutability with each file', async () => {
    const t = await createTestApp();
    try {
      const key = `onboarding/${randomUUID()}/contract/${randomUUID()}.pdf`;
      await createDatabaseFileStorage(t.db).put(key, Buffer.from('%PDF'), { contentType: 'application/pdf' });
      const [row] = rowsOf<Record<string, unknown>>(
        await t.db.execute(
          sql`select size, sha256, content_type, immutable from stored_files where key = ${key}`,
        ),
      );
      expect(row).toEqual({
        size: 4,
        sha256: sha256Hex(Buffer.from('%PDF')),
        content_type: 'application/pdf',
        immutable: true,
      });
    } finally {
      await t.close();
    }
  });

  it('keeps a file in chunks of 1 MiB, and a put that fails halfway leaves the file as it was', async () => {
    const t = await createTestApp();
    try {
      const storage = createDatabaseFileStorage(t.db);
      const key = `investor-documents/${randomUUID()}/${randomUUID()}.pdf`;
      const bytes = randomBytes(2.5 * MiB);
      await storage.putStream(key, Readable.from([bytes.subarray(0, 100), bytes.subarray(100)]));
      const chunks = rowsOf<{ seq: number; length: number }>(
        await t.db.execute(
          sql`select seq, length(bytes) as length from stored_file_chunks where key = ${key} order by seq`,
        ),
      );
      expect(chunks).toEqual([
        { seq: 0, length: MiB },
        { seq: 1, length: MiB },
        { seq: 2, length: MiB / 2 },
      ]);

      const broken = Readable.from(
        (async function* () {
          yield randomBytes(1.5 * MiB);
          throw new Error('connection lost');
        })(),
      );
      await expect(storage.putStream(key, broken)).rejects.toThrow('connection lost');
      expect((await storage.get(key))?.equals(bytes)).toBe(true);
      const newKey = `investor-documents/${randomUUID()}/${randomUUID()}.pdf`;
      const brokenNew = Readable.from(
        (async function* () {
          yield randomBytes(1.5 * MiB);
          throw new Error('connection lost');
        })(),
      );
      await expect(storage.putStream(newKey, brokenNew)).rejects.toThrow('connection lost');
      expect(await storage.getStream(newKey)).toBeNull();
    } finally {
      await t.close();
    }
  });
});
