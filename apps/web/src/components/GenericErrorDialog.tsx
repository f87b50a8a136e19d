import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { AppDialog } from './AppDialog';
import { errorCopy } from './error-copy';

interface GenericErrorDialogProps {
  open: boolean;
  /** The server's message of a refusal no screen showed (requirements R8: 400); the generic text otherwise. */
  text?: string | undefined;
  onRetry: () => void;
  onExit: () => void;
}

/** Generic error dialog of requirements R2; closing it counts as "Volver a intentar". */
export default function GenericErrorDialog({ open, text, onRetry, onExit }: GenericErrorDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onRetry}
      title={errorCopy.title}
      actions={
        <>
          <Button variant="outlined" onClick={onExit}>
            {errorCopy.exit}
          </Button>
          <Button variant="contained" onClick={onRetry}>
            {errorCopy.retry}
          </Button>
        </>
      }
    >
      <DialogContentText>{text || errorCopy.text}</DialogContentText>
    </AppDialog>
  );
}
