import ShowChartIcon from '@mui/icons-material/ShowChart';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useEffect, useState } from 'react';

/**
 * Requirements R9: the landing loader hides after 2 s. That is the longest it may stay, never a wait added
 * to a page that is ready: it goes as soon as the page's first content is there.
 */
export const LANDING_LOADER_MAX_MS = 2000;

const pulse = keyframes`
  0%, 100% { opacity: 0.35; transform: scale(0.96); }
  50% { opacity: 1; transform: scale(1); }
`;

/**
 * A full-screen brand loader over the landing page while its first content arrives: gone when `ready`
 * (then it never shows again), or after LANDING_LOADER_MAX_MS at the latest.
 */
export function LandingLoader({ ready }: { ready: boolean }) {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setExpired(true), LANDING_LOADER_MAX_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (ready || expired) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Cargando"
      data-testid="landing-loader"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        bgcolor: 'background.default',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          fontWeight: 800,
          fontSize: 32,
          color: 'primary.main',
          animation: `${pulse} 1.2s ease-in-out infinite`,
          '& svg': { fontSize: 40 },
        }}
      >
        <ShowChartIcon />
        invierte
      </Box>
    </Box>
  );
}
