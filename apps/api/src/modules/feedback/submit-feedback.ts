import { randomUUID } from 'node:crypto';
import { DomainError, FEEDBACK_MAX_FILE_BYTES, FEEDBACK_MAX_FILES, feedbackFields } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import type { StoredFile } from '../../db/schema.ts';
import type { MultipartUpload } from '../../shared/read-multipart.ts';
import { sniffImageType } from '../../shared/image-type.ts';
import { feedbackRepository } from './feedback.repository.ts';

const fieldError = (field: string, message: string) =>
  new DomainError('VALIDATION_ERROR', message, [{ field: `body.${field}`, message }]);

/**
 * Stores a feedback message with its evidence images. Everything is checked before anything is
 * written: the reason against the feedback-type list, each image's real type (JPG or PNG by its
 * bytes) and size, and the count.
 */
export async function submitFeedback(ctx: AppContext, userId: string, upload: MultipartUpload) {
  const parsed = feedbackFields.safeParse(upload.fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({
      field: `body.${i.path.join('.')}`,
      message: i.message,
    }));
    throw new DomainError('VALIDATION_ERROR', errors[0]?.message, errors);
  }
  const { reason, comment, operationNumber } = parsed.data;
  if (!(await feedbackRepository.isFeedbackReason(ctx.db, reason)))
    throw fieldError('reason', 'Selecciona un motivo de la lista.');
  if (upload.files.length > FEEDBACK_MAX_FILES)
    throw fieldError('files', 'Puedes adjuntar hasta 10 imágenes.');

  const images = upload.files.map((f) => {
    const type = sniffImageType(f.bytes);
    if (!type || type.ext === 'webp')
      throw fieldError('files', `«${f.filename}» no es una imagen JPG o PNG.`);
    if (f.bytes.length > FEEDBACK_MAX_FILE_BYTES)
      throw fieldError('files', `«${f.filename}» pesa más de 1.5 MB.`);
    return { bytes: f.bytes, type };
  });

  const id = randomUUID();
  const stored: StoredFile[] = [];
  for (const [i, image] of images.entries()) {
    const key = `feedback/${id}/${i + 1}.${image.type.ext}`;
    await ctx.storage.put(key, image.bytes);
    stored.push({ key, mime: image.type.mime, size: image.bytes.length });
  }
  await feedbackRepository.insert(ctx.db, {
    id,
    userId,
    reason,
    comment,
    operationNumber: operationNumber || null,
    files: stored,
  });
  return { id, files: stored.length };
}
