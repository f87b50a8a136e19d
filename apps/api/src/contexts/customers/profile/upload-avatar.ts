import { randomUUID } from 'node:crypto';
import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { type ImageRules, MAX_IMAGE_PIXELS, reencodeImage } from '../../../shared/reencode-image.ts';
import { discardFiles, storeFiles } from '../../../shared/store-files.ts';
import { profileRepository } from './profile.repository.ts';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Shown at most a few hundred pixels wide, so more is only weight. */
export const AVATAR_MAX_SIDE = 512;

const invalid = (message: string) =>
  new DomainError('VALIDATION_ERROR', message, [{ field: 'body.avatar', message }]);

const avatarImage: ImageRules = {
  types: ['jpg', 'png', 'webp'],
  maxSide: AVATAR_MAX_SIDE,
  reject: (reason) => {
    switch (reason) {
      case 'empty':
        return invalid('Adjunta una imagen.');
      case 'type':
        return new DomainError('FILE_TYPE_NOT_ALLOWED');
      case 'pixels':
        return invalid(
          `La imagen es demasiado grande: usa una de hasta ${MAX_IMAGE_PIXELS / 1_000_000} megapíxeles.`,
        );
      case 'decode':
        return invalid('El archivo no es una imagen válida.');
    }
  },
};

/**
 * Stores a new avatar under a random name: the file's bytes, not its name, decide that it is an
 * image, and only its re-encoded pixels are kept. The avatar it replaces is deleted once the new one
 * is committed; if the write fails, the new file is deleted instead.
 */
export async function uploadAvatar(ctx: AppContext, userId: string, bytes: Buffer) {
  if (bytes.length > AVATAR_MAX_BYTES)
    throw new DomainError('PAYLOAD_TOO_LARGE', 'La imagen no debe pesar más de 2 MB.');
  const image = await reencodeImage(bytes, avatarImage);
  const key = `avatars/${randomUUID()}.${image.type.ext}`;
  const previous = await storeFiles(ctx.storage, [{ key, content: image.bytes }], () =>
    ctx.db.transaction(async (tx) => {
      const current = await profileRepository.lockAvatarPath(tx, userId);
      if (!current) throw new DomainError('NOT_FOUND');
      await profileRepository.setAvatar(tx, userId, key, ctx.now());
      await ctx.sessions.forgetUser(userId, tx);
      return current.avatarPath;
    }),
  );
  if (previous) await discardFiles(ctx.storage, [previous]);
  return { avatarUrl: `/api/files/${key}` };
}
