import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { loadScript } from '../../../lib/load-script';

/** The part of Google Identity Services (GIS) this button uses. */
interface GoogleIdentityServices {
  initialize(config: { client_id: string; callback: (response: { credential: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentityServices } };
  }
}

export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface GoogleLoginButtonProps {
  clientId: string;
  /** The ID token Google hands over after the person chooses an account. */
  onCredential: (idToken: string) => void;
}

/** "Continuar con Google", rendered by Google Identity Services in this box. */
export function GoogleLoginButton({ clientId, onCredential }: GoogleLoginButtonProps) {
  const box = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  // GIS keeps the first callback it is given; this ref always reaches the current handler.
  const handler = useRef(onCredential);
  useEffect(() => {
    handler.current = onCredential;
  });

  useEffect(() => {
    let cancelled = false;
    loadScript(GIS_SCRIPT_URL)
      .then(() => {
        const gis = window.google?.accounts?.id;
        if (cancelled || !box.current) return;
        if (!gis) throw new Error('Google Identity Services no está disponible');
        gis.initialize({ client_id: clientId, callback: ({ credential }) => handler.current(credential) });
        box.current.replaceChildren();
        gis.renderButton(box.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          locale: 'es-419',
          width: 320,
        });
      })
      .catch(() => {
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  // Without Google's script there is no button to show; the e-mail login stays.
  if (unavailable) return null;
  return (
    <Box
      ref={box}
      data-testid="google-login"
      aria-label="Continuar con Google"
      sx={{ display: 'flex', justifyContent: 'center', minHeight: 44 }}
    />
  );
}
