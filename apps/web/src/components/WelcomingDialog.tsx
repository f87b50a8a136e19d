import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { AppDialog, WELCOMING_DIALOG_WIDTH } from './AppDialog';

interface WelcomingDialogProps {
  open: boolean;
  onClose: () => void;
  /** Embeddable tutorial video URL, when configured. */
  videoUrl?: string | undefined;
  /** Shown instead of the video when none is configured, so the dialog still teaches how to invest. */
  fallback?: ReactNode;
  /** The advisor's scheduling link (operatorData.calendy), when known. */
  advisorUrl?: string | undefined;
}

/** Welcoming dialog of requirements R2, also opened by the top bar's help button. */
export default function WelcomingDialog({
  open,
  onClose,
  videoUrl,
  fallback,
  advisorUrl,
}: WelcomingDialogProps) {
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
      <DialogContentText sx={{ mb: videoUrl || fallback ? 2 : 0 }}>
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
      ) : (
        fallback
      )}
    </AppDialog>
  );
}
