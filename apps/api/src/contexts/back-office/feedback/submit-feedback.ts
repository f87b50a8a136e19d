import { randomUUID } from 'node:crypto';
import {
  DomainError,
  FEEDBACK_MAX_FILE_BYTES,
  FEEDBACK_MAX_FILES,
  FEEDBACK_MAX_IMAGE_SIDE,
  feedbackFields,
} from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { StoredFile } from '../../../db/schema.ts';
import type { MultipartUpload } from '../../../shared/read-multipart.ts';
import { type ImageRules, MAX_IMAGE_PIXELS, reencodeImage } from '../../../shared/reencode-image.ts';
import { storeFiles } from '../../../shared/store-files.ts';
import { feedbackRepository } from './feedback.repository.ts';

const fieldError = (field: string, message: string) =>
  new DomainError('VALIDATION_ERROR', message, [{ field: `body.${field}`, message }]);

/** Evidence is a JPG or PNG screenshot or photo, kept at 900 px at most (requirements R5). */
const evidenceImage = (filename: string): ImageRules => ({
  types: ['jpg', 'png'],
  maxSide: FEEDBACK_MAX_IMAGE_SIDE,
  reject: (reason) => {
    switch (reason) {
      case 'empty':
        return fieldError('files', `«${filename}» está vacío.`);
      case 'type':
        return fieldError('files', `«${filename}» no es una imagen JPG o PNG.`);
      case 'pixels':
        return fieldError(
          'files',
          `«${filename}» es demasiado grande: usa una imagen de hasta ${MAX_IMAGE_PIXELS / 1_000_000} megapíxeles.`,
        );
      case 'decode':
        return fieldError('files', `«${filename}» no es una imagen válida.`);
    }
  },
});

/**
 * Stores a feedback message with its evidence images. Everything is checked before anything is
 * written: the reason against the feedback-type list, the count, each image's size and real type
 * (JPG or PNG by its bytes, and decodable). Only the re-encoded pixels are stored, and if the row
 * cannot be written the files already stored are deleted again.
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

  // One at a time: each decode may take many megabytes, and other requests need the threads too.
  const images = [];
  for (const file of upload.files) {
    if (file.size > FEEDBACK_MAX_FILE_BYTES)
      throw fieldError('files', `«${file.filename}» pesa más de 1.5 MB.`);
    // Read whole to be re-encoded: at most 1.5 MB, the route's limit.
    images.push(await reencodeImage(await file.read(), evidenceImage(file.filename)));
  }

  const id = randomUUID();
  const files = images.map((image, i) => ({
    key: `feedback/${id}/${i + 1}.${image.type.ext}`,
    bytes: image.bytes,
    mime: image.type.mime,
  }));
  const stored: StoredFile[] = files.map((f) => ({ key: f.key, mime: f.mime, size: f.bytes.length }));
  await storeFiles(
    ctx.storage,
    files.map((f) => ({ key: f.key, content: f.bytes })),
    () =>
      feedbackRepository.insert(ctx.db, {
        id,
        userId,
        reason,
        comment,
        operationNumber: operationNumber || null,
        files: stored,
      }),
  );
  return { id, files: stored.length };
}
