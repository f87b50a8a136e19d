import { useEffect, useState } from 'react';

/** requirements R9: a broken avatar is retried once after 200 ms, then the default icon stays. */
export const AVATAR_RETRY_MS = 200;

/**
 * The avatar URL once the image has really loaded, else undefined (the caller shows the default
 * icon). Loading happens off-screen so a failing URL never flashes a broken image.
 */
export function useAvatarSrc(url: string | null | undefined): string | undefined {
  const [loaded, setLoaded] = useState<string | null>(null);

  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (retriesLeft: number) => {
      const image = new Image();
      image.onload = () => {
        if (!cancelled) setLoaded(url);
      };
      image.onerror = () => {
        if (!cancelled && retriesLeft > 0)
          timer = setTimeout(() => attempt(retriesLeft - 1), AVATAR_RETRY_MS);
      };
      image.src = url;
    };
    attempt(1);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [url]);

  return url && loaded === url ? url : undefined;
}
