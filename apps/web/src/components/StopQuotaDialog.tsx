import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { AppDialog } from './AppDialog';

/** The "stop" modal: the product takes no new investments; the API's ProductLockedException message. */
export function StopQuotaDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <AppDialog
      open
      onClose={onClose}
      title="Suscripciones detenidas"
      actions={
        <Button variant="contained" onClick={onClose} data-testid="stop-quota-ok">
          Entendido
        </Button>
      }
    >
      <BlockIcon color="error" sx={{ fontSize: 48, mb: 1 }} />
      <DialogContentText data-testid="stop-quota-message">{message}</DialogContentText>
    </AppDialog>
  );
}
