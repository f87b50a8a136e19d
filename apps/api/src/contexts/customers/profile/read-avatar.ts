import { Readable } from 'node:stream';
import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { withLength, type StoredFileStream } from '../../../providers/storage/storage-rules.ts';
import { sniffImageType } from '../../../shared/image-type.ts';
import { profileRepository } from './profile.repository.ts';

/** Enough of an image's first bytes to tell its type (sniffImageType). */
const SNIFF_BYTES = 12;

/**
 * The first bytes of a stream, and a stream of all of its bytes (those first ones again, then the
 * rest as the store reads them), so the type is checked without holding the image whole.
 */
async function peek(stream: StoredFileStream, bytes: number) {
  const reading = stream[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes && !done) {
    const next = await reading.next();
    if (next.done) done = true;
    else {
      chunks.push(Buffer.from(next.value));
      length += next.value.length;
    }
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    if (head.length > 0) yield head;
    if (done) return;
    for (let next = await reading.next(); !next.done; next = await reading.next()) yield next.value;
  }
  return { head, body: withLength(Readable.from(all()), stream.contentLength) };
}

/** An avatar in use, by its random name (unguessable, so images can load without a header). */
export async function readAvatar(ctx: AppContext, file: string) {
  const key = `avatars/${file}`;
  if (!(await profileRepository.findByAvatarPath(ctx.db, key))) throw new DomainError('NOT_FOUND');
  const stream = await ctx.storage.getStream(key);
  if (!stream) throw new DomainError('NOT_FOUND');
  const { head, body } = await peek(stream, SNIFF_BYTES);
  const type = sniffImageType(head);
  if (!type) {
    stream.destroy();
    throw new DomainError('NOT_FOUND');
  }
  return { body, mime: type.mime };
}
