import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { AppDialog } from './AppDialog';

interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending?: boolean;
}

/** Logout confirmation, exactly as requirements R2 words it. */
export function LogoutDialog({ open, onClose, onConfirm, pending = false }: LogoutDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="CERRAR SESIÓN"
      closeTestId="logout-close"
      actions={
        <>
          <Button variant="outlined" onClick={onClose} disabled={pending} data-testid="logout-cancel">
            No
          </Button>
          <Button variant="contained" onClick={onConfirm} disabled={pending} data-testid="logout-confirm">
            Sí
          </Button>
        </>
      }
    >
      <DialogContentText>¿Quieres cerrar sesión?</DialogContentText>
    </AppDialog>
  );
}
