/** What PUT /api/profile/avatar accepts (requirements R7.1: image types only, size-limited). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Refuses in the browser what the API would refuse anyway, before a slow upload; null when fine. */
export function avatarFileError(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return 'Solo se permiten imágenes JPG, PNG o WEBP.';
  if (file.size > AVATAR_MAX_BYTES) return 'La imagen no debe pesar más de 2 MB.';
  return null;
}
