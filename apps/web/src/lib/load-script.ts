/**
 * Loads a third-party script (Google Identity Services, reCAPTCHA) once per URL. Only the screens that
 * need one call this, so no other page pays for it.
 */
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.defer = true;
      script.onload = () => resolve();
      script.onerror = () => {
        // Forget the failure so a later visit can try again.
        loading.delete(src);
        script.remove();
        reject(new Error(`No se pudo cargar ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
