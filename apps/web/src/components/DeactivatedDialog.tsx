import PersonOffIcon from '@mui/icons-material/PersonOff';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import { settings } from '../lib/settings';
import { AppDialog } from './AppDialog';

/**
 * The deactivated dialog (requirements R2 dialogs): the back office disabled the account, so login is
 * refused with the API's ACCOUNT_DISABLED message.
 */
export default function DeactivatedDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <AppDialog
      open
      onClose={onClose}
      title="Cuenta desactivada"
      actions={
        <Button variant="contained" onClick={onClose} data-testid="deactivated-ok">
          Entendido
        </Button>
      }
    >
      <PersonOffIcon color="error" sx={{ fontSize: 48, mb: 1 }} />
      <DialogContentText data-testid="deactivated-message">{message}</DialogContentText>
      <DialogContentText sx={{ mt: 1 }} data-testid="deactivated-contact">
        Escríbenos a <Link href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</Link> y te
        ayudaremos.
      </DialogContentText>
    </AppDialog>
  );
}
