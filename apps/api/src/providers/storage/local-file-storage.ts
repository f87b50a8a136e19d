import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import type { FileStorage } from './file-storage.ts';
import {
  checkedKey,
  ImmutableFileError,
  immutableOf,
  TamperedFileError,
  verified,
  withLength,
  type PutOptions,
} from './storage-rules.ts';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on local disk under `<dataDir>/uploads` (the embedded default, decision 0032). An immutable
 * file has a `<file>.sha256` beside it, a name no safe key can take (a key has one dot).
 */
export function createLocalFileStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  const hashFileOf = (file: string) => `${file}.sha256`;

  const recordedHash = async (file: string): Promise<string | null> => {
    try {
      return (await readFile(hashFileOf(file), 'utf8')).trim();
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };

  /**
   * Writes to a temporary name, then moves it in place: a reader never sees half a file. An
   * immutable file is linked in, which fails if the name is taken, so two writers cannot both win.
   */
  const write = async (key: string, fill: (temp: string) => Promise<string>, options?: PutOptions) => {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const immutable = immutableOf(key, options);
    if ((await recordedHash(file)) !== null) throw new ImmutableFileError(key);
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const sha256 = await fill(temp);
      if (!immutable) return await rename(temp, file);
      try {
        await link(temp, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ImmutableFileError(key);
        throw error;
      }
      await writeFile(hashFileOf(file), `${sha256}\n`);
    } finally {
      await rm(temp, { force: true });
    }
  };

  return {
    async put(key, bytes, options) {
      await write(
        key,
        async (temp) => {
          await writeFile(temp, bytes);
          return createHash('sha256').update(bytes).digest('hex');
        },
        options,
      );
    },
    async putStream(key, stream, options) {
      await write(
        key,
        async (temp) => {
          const hash = createHash('sha256');
          const hashing = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              hash.update(chunk);
              done(null, chunk);
            },
          });
          await pipeline(stream, hashing, createWriteStream(temp));
          return hash.digest('hex');
        },
        options,
      );
    },
    async get(key) {
      const file = fileOf(key);
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      const expected = await recordedHash(file);
      return expected === null ? bytes : verified(key, bytes, expected);
    },
    async getStream(key) {
      const file = fileOf(key);
      let handle;
      try {
        handle = await open(file);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      const expected = await recordedHash(file);
      if (expected !== null) {
        // Checked in a first pass, so no byte of an altered file leaves.
        const hash = createHash('sha256');
        for await (const chunk of createReadStream('', { fd: handle.fd, autoClose: false, start: 0 }))
          hash.update(chunk as Buffer);
        const actual = hash.digest('hex');
        if (actual !== expected) {
          await handle.close();
          throw new TamperedFileError(key, expected, actual);
        }
      }
      const { size } = await handle.stat();
      return withLength(handle.createReadStream({ start: 0 }) as Readable, size);
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(hashFileOf(file), { force: true });
      await rm(file, { force: true });
    },
  };
}
