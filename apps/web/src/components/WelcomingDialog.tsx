import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import { AppDialog, WELCOMING_DIALOG_WIDTH } from './AppDialog';

/** A video served with the app and its Spanish captions (WebVTT). */
export interface TutorialVideo {
  src: string;
  captions: string;
}

interface WelcomingDialogProps {
  open: boolean;
  onClose: () => void;
  /** The brand's embeddable tutorial video URL, when configured: it overrides the shipped video. */
  videoUrl?: string | undefined;
  /** The tutorial video shipped with the app (tools/record-tutorial.ts), played when none is configured. */
  tutorial?: TutorialVideo | undefined;
  /** Shown when there is no video to play, or the shipped one cannot be played. */
  fallback?: ReactNode;
  /** The advisor's scheduling link (operatorData.calendy), when known. */
  advisorUrl?: string | undefined;
}

/** Welcoming dialog of requirements R2, also opened by the top bar's help button. */
export default function WelcomingDialog({
  open,
  onClose,
  videoUrl,
  tutorial,
  fallback,
  advisorUrl,
}: WelcomingDialogProps) {
  const [tutorialFailed, setTutorialFailed] = useState(false);
  const playable = tutorial && !tutorialFailed ? tutorial : undefined;
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Felicitaciones 🎉"
      width={WELCOMING_DIALOG_WIDTH}
      actions={
        advisorUrl && (
          <Button variant="contained" href={advisorUrl} target="_blank" rel="noopener noreferrer">
            Agendar una cita con un asesor
          </Button>
        )
      }
    >
      <DialogContentText sx={{ mb: videoUrl || playable || fallback ? 2 : 0 }}>
        Ya estás listo para comenzar a invertir y hacer crecer tu dinero
      </DialogContentText>
      {videoUrl ? (
        <Box
          component="iframe"
          src={videoUrl}
          title="¿Cómo invertir?"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          data-testid="welcoming-video"
          sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1 }}
        />
      ) : playable ? (
        <Box
          component="video"
          controls
          preload="metadata"
          playsInline
          src={playable.src}
          aria-label="¿Cómo invertir? Recorrido por Invierte"
          onError={() => setTutorialFailed(true)}
          data-testid="welcoming-video"
          sx={{
            display: 'block',
            width: '100%',
            aspectRatio: '16 / 9',
            bgcolor: 'grey.900',
            borderRadius: 1,
          }}
        >
          <track kind="captions" src={playable.captions} srcLang="es" label="Español" default />
        </Box>
      ) : (
        fallback
      )}
    </AppDialog>
  );
}
