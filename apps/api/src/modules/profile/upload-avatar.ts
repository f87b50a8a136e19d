import { randomUUID } from 'node:crypto';
import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import { sniffImageType } from '../../shared/image-type.ts';
import { profileRepository } from './profile.repository.ts';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Stores a new avatar under a random name; the file's bytes, not its name, decide that it is an image. */
export async function uploadAvatar(ctx: AppContext, userId: string, bytes: Buffer) {
  if (bytes.length === 0) throw new DomainError('VALIDATION_ERROR', 'Adjunta una imagen.');
  if (bytes.length > AVATAR_MAX_BYTES)
    throw new DomainError('PAYLOAD_TOO_LARGE', 'La imagen no debe pesar más de 2 MB.');
  const type = sniffImageType(bytes);
  if (!type) throw new DomainError('FILE_TYPE_NOT_ALLOWED');
  const key = `avatars/${randomUUID()}.${type.ext}`;
  await ctx.storage.put(key, bytes);
  await profileRepository.setAvatar(ctx.db, userId, key, ctx.now());
  return { avatarUrl: `/api/files/${key}` };
}
