import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { AppDialog } from './AppDialog';

interface ComingSoonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  width?: number;
}

/** Placeholder for modals whose content a later issue builds (simulator, feedback). */
export default function ComingSoonDialog({ open, onClose, title, text, width }: ComingSoonDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      {...(width !== undefined && { width })}
      actions={
        <Button variant="contained" onClick={onClose}>
          Entendido
        </Button>
      }
    >
      <DialogContentText>{text}</DialogContentText>
    </AppDialog>
  );
}
