import { useCallback, useEffect } from 'react';
import { loadScript } from '../../../lib/load-script';

interface ReCaptchaV3 {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptchaV3;
  }
}

const scriptUrl = (siteKey: string) =>
  `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

/**
 * reCAPTCHA v3 when the API has a site key (GET /api/public-config), nothing otherwise. `getToken`
 * answers undefined when verification is off or Google cannot be reached; the API then decides.
 */
export function useRecaptcha(siteKey: string | null | undefined) {
  useEffect(() => {
    // Loaded ahead of the submit so the score has page activity to judge.
    if (siteKey) loadScript(scriptUrl(siteKey)).catch(() => undefined);
  }, [siteKey]);

  return useCallback(
    // `key` lets a caller that just read the configuration pass it before this render has it.
    async (action: string, key: string | null | undefined = siteKey): Promise<string | undefined> => {
      if (!key) return undefined;
      try {
        await loadScript(scriptUrl(key));
        const grecaptcha = window.grecaptcha;
        if (!grecaptcha) return undefined;
        await new Promise<void>((resolve) => grecaptcha.ready(resolve));
        return await grecaptcha.execute(key, { action });
      } catch {
        return undefined;
      }
    },
    [siteKey],
  );
}
