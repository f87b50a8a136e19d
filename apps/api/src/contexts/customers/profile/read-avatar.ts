import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import { sniffImageType } from '../../../shared/image-type.ts';
import { profileRepository } from './profile.repository.ts';

/** An avatar in use, by its random name (unguessable, so images can load without a header). */
export async function readAvatar(ctx: AppContext, file: string) {
  const key = `avatars/${file}`;
  if (!(await profileRepository.findByAvatarPath(ctx.db, key))) throw new DomainError('NOT_FOUND');
  const bytes = await ctx.storage.get(key);
  const type = bytes ? sniffImageType(bytes) : null;
  if (!bytes || !type) throw new DomainError('NOT_FOUND');
  return { bytes, mime: type.mime };
}
