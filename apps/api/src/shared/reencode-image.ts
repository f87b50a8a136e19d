import type { DomainError } from '@invierte/domain';
import type { Sharp } from 'sharp';
import { type ImageType, sniffImageType } from './image-type.ts';

/**
 * Larger images are refused before they are decoded: a small file can unpack to gigabytes of pixels
 * (decompression bomb). 50 megapixels still admits a 48 MP phone photo.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageRejection = 'empty' | 'type' | 'pixels' | 'decode';

export interface ImageRules {
  /** Families accepted, decided by the bytes (never by the file name or the part's header). */
  types: ReadonlyArray<ImageType['ext']>;
  /** Longest side of the stored image; smaller images keep their size. */
  maxSide: number;
  /** The caller's Spanish error for each refusal, naming its own rule or file. */
  reject: (reason: ImageRejection) => DomainError;
}

const sharpFormat = { jpg: 'jpeg', png: 'png', webp: 'webp' } as const;

// Same family out as in. Adaptive filtering keeps a re-encoded PNG about as small as a browser's.
const encoders: Record<ImageType['ext'], (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 85 }),
  png: (image) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
  webp: (image) => image.webp({ quality: 85 }),
};

/**
 * Decodes an uploaded image and encodes its pixels again, so nothing else of the file is stored:
 * EXIF and GPS metadata, and anything hidden inside or appended after the image (HTML, scripts) are
 * left behind. The orientation is applied to the pixels (the EXIF flag that carried it is gone) and
 * the image is shrunk to `maxSide`. sharp works on libuv's thread pool, so the event loop keeps
 * serving other requests meanwhile.
 */
export async function reencodeImage(
  bytes: Buffer,
  rules: ImageRules,
): Promise<{ bytes: Buffer; type: ImageType }> {
  if (bytes.length === 0) throw rules.reject('empty');
  const type = sniffImageType(bytes);
  if (!type || !rules.types.includes(type.ext)) throw rules.reject('type');
  // Loaded on the first image, not at start: libvips is about 25 MiB resident in every process.
  const { default: sharp } = await import('sharp');

  // The header alone tells the size, so an oversized image is refused without unpacking it (no
  // pixel limit here: only the header is read, and the limit's own error would hide the reason).
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header || header.format !== sharpFormat[type.ext]) throw rules.reject('decode');
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw rules.reject('pixels');

  // 'truncated' refuses cut-off files but tolerates the harmless warnings real cameras produce.
  const decoded = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .resize({
      width: rules.maxSide,
      height: rules.maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
  const encoded = await encoders[type.ext](decoded)
    .toBuffer()
    .catch(() => null);
  if (!encoded) throw rules.reject('decode');
  return { bytes: encoded, type };
}
