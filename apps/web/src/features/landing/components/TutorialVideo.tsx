import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { settings } from '../../../lib/settings';

const TITLE = '¿Cómo invertir? Mira el tutorial';

/** The embed URL with autoplay on, since the visitor already pressed play on the placeholder. */
function autoplayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('autoplay', '1');
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * The tutorial video (requirements R1). The YouTube player weighs far more than the whole landing page, so a
 * light placeholder stands in until the visitor presses play.
 */
export function TutorialVideo() {
  const [playing, setPlaying] = useState(false);
  const frame = { width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 2, display: 'block' };
  return playing ? (
    <Box
      component="iframe"
      src={autoplayUrl(settings.landingVideoUrl)}
      title={TITLE}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
      data-testid="tutorial-video"
      sx={frame}
    />
  ) : (
    <ButtonBase
      onClick={() => setPlaying(true)}
      aria-label={`Reproducir: ${TITLE}`}
      data-testid="tutorial-video-play"
      sx={{
        ...frame,
        display: 'grid',
        placeItems: 'center',
        color: 'common.white',
        background: 'linear-gradient(135deg, #0b5cab 0%, #00a37a 100%)',
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <PlayCircleIcon sx={{ fontSize: 72 }} />
        <Typography variant="h6" component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {TITLE}
        </Typography>
      </Box>
    </ButtonBase>
  );
}
