import { FEEDBACK_MAX_FILE_BYTES, FEEDBACK_MAX_IMAGE_SIDE } from '@invierte/domain';

/**
 * Evidence images are shrunk in the browser before upload (requirements R5, R9): at most 900 px on the
 * longest side and 1.5 MB, with the canvas API. A PNG keeps its format when it fits; otherwise it
 * becomes a JPEG, whose quality drops step by step and, as a last resort, its size too.
 */

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png)$/i;
const JPEG_QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4];
const SHRINK_STEP = 0.8;
const MIN_SIDE = 160;

export interface CompressLimits {
  maxSide: number;
  maxBytes: number;
}

export const feedbackImageLimits: CompressLimits = {
  maxSide: FEEDBACK_MAX_IMAGE_SIDE,
  maxBytes: FEEDBACK_MAX_FILE_BYTES,
};

/** jpg, jpeg or png, by type and by name (some systems report an empty type). */
export function isAcceptedImage(file: File): boolean {
  return (
    (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) ||
    (file.type === '' && ACCEPTED_EXTENSIONS.test(file.name))
  );
}

/** The size that fits `maxSide` on the longest side, keeping the proportions. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function encode(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('No se pudo procesar la imagen.'))),
      type,
      quality,
    ),
  );
}

function draw(image: ImageBitmap, width: number, height: number, opaque: boolean): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No se pudo procesar la imagen.');
  // JPEG has no transparency: transparent PNG areas would turn black without a white background.
  if (opaque) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}

const renamed = (name: string, type: string) =>
  `${name.replace(/\.[^.]+$/, '') || 'imagen'}${type === 'image/png' ? '.png' : '.jpg'}`;

/** The image within the limits, as a new File (or the same one when it already fits). */
export async function compressImage(file: File, limits: CompressLimits = feedbackImageLimits): Promise<File> {
  const image = await createImageBitmap(file);
  try {
    let { width, height } = fitWithin(image.width, image.height, limits.maxSide);
    const resized = width !== image.width || height !== image.height;
    if (!resized && file.size <= limits.maxBytes) return file;

    for (;;) {
      if (file.type === 'image/png') {
        const png = await encode(draw(image, width, height, false), 'image/png');
        if (png.size <= limits.maxBytes)
          return new File([png], renamed(file.name, png.type), { type: png.type });
      }
      const canvas = draw(image, width, height, true);
      for (const quality of JPEG_QUALITIES) {
        const jpeg = await encode(canvas, 'image/jpeg', quality);
        if (jpeg.size <= limits.maxBytes)
          return new File([jpeg], renamed(file.name, 'image/jpeg'), { type: 'image/jpeg' });
      }
      if (Math.max(width, height) <= MIN_SIDE) throw new Error('La imagen es demasiado pesada.');
      ({ width, height } = fitWithin(width, height, Math.floor(Math.max(width, height) * SHRINK_STEP)));
    }
  } finally {
    image.close();
  }
}
