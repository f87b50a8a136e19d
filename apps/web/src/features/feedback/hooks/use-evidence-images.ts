import { FEEDBACK_MAX_FILES } from '@invierte/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { compressImage, isAcceptedImage } from '../compress-image';

export interface EvidenceImage {
  id: number;
  /** The compressed file that will be uploaded. */
  file: File;
  /** Object URL of the compressed file, for the thumbnail. */
  previewUrl: string;
}

const NOT_AN_IMAGE = 'Solo puedes adjuntar imágenes JPG, JPEG o PNG.';
const TOO_MANY = `Puedes adjuntar hasta ${FEEDBACK_MAX_FILES} imágenes.`;
const UNREADABLE = 'No pudimos procesar una de las imágenes. Intenta con otra.';

/** The feedback form's evidence images: checked, compressed in the browser, at most 10 (requirements R5). */
export function useEvidenceImages(compress: (file: File) => Promise<File> = compressImage) {
  const [images, setImages] = useState<EvidenceImage[]>([]);
  const [processing, setProcessing] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const nextId = useRef(1);
  // Counts images on their way in, so two quick selections cannot pass the limit together.
  const reserved = useRef(0);

  const add = useCallback(
    async (selected: FileList | File[]) => {
      const files = Array.from(selected);
      const accepted = files.filter(isAcceptedImage);
      const room = Math.max(0, FEEDBACK_MAX_FILES - reserved.current);
      const taken = accepted.slice(0, room);
      setError(accepted.length < files.length ? NOT_AN_IMAGE : accepted.length > room ? TOO_MANY : null);
      if (taken.length === 0) return;
      reserved.current += taken.length;
      setProcessing((n) => n + taken.length);
      const results = await Promise.allSettled(taken.map((file) => compress(file)));
      const ready: EvidenceImage[] = [];
      for (const result of results) {
        if (result.status === 'fulfilled')
          ready.push({
            id: nextId.current++,
            file: result.value,
            previewUrl: URL.createObjectURL(result.value),
          });
      }
      reserved.current -= taken.length - ready.length;
      if (ready.length < taken.length) setError(UNREADABLE);
      setProcessing((n) => n - taken.length);
      setImages((current) => [...current, ...ready]);
    },
    [compress],
  );

  const remove = useCallback(
    (id: number) => {
      const gone = images.find((image) => image.id === id);
      if (!gone) return;
      URL.revokeObjectURL(gone.previewUrl);
      reserved.current -= 1;
      setImages((current) => current.filter((image) => image.id !== id));
      setError(null);
    },
    [images],
  );

  const clear = useCallback(() => {
    for (const image of images) URL.revokeObjectURL(image.previewUrl);
    reserved.current = 0;
    setImages([]);
    setError(null);
  }, [images]);

  // Thumbnails' object URLs are freed when the form goes away.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  useEffect(() => () => latest.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);

  return {
    images,
    processing: processing > 0,
    error,
    /** requirements R5: the upload button is disabled at 10 images or more. */
    full: images.length + processing >= FEEDBACK_MAX_FILES,
    add,
    remove,
    clear,
  };
}
