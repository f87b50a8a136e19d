import { onboardingErrorCatalogue } from '@invierte/domain';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppDialog } from '../../../components/AppDialog';

/** One labelled figure of the reactivate and quota-changed dialogs. */
export function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, textAlign: 'right', whiteSpace: 'nowrap' }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** The post-signing modal (requirements R2 "Force-cancel"): the contract is approved, only support cancels. */
export function ForceCancelDialog({
  busy,
  onExit,
  onRequest,
}: {
  busy: boolean;
  onExit: () => void;
  onRequest: () => void;
}) {
  return (
    <AppDialog
      open
      onClose={onExit}
      title="Tu contrato ya fue aprobado"
      actions={
        <>
          <Button variant="outlined" onClick={onExit} data-testid="force-cancel-exit">
            SALIR
          </Button>
          <Button variant="contained" disabled={busy} onClick={onRequest} data-testid="force-cancel-request">
            SOLICITAR CANCELACIÓN
          </Button>
        </>
      }
    >
      <DialogContentText>
        {onboardingErrorCatalogue.ONBOARDING_CANCEL_AFTER_APPROVAL.message}
      </DialogContentText>
    </AppDialog>
  );
}

/** requirements R2: after the force cancel, until support carries it out. */
export function CancelInProcessDialog({ onClose }: { onClose: () => void }) {
  return (
    <AppDialog
      open
      onClose={onClose}
      title="Tu solicitud de cancelación está en proceso"
      actions={
        <Button variant="contained" onClick={onClose} data-testid="cancel-in-process-ok">
          ENTIENDO
        </Button>
      }
    >
      <DialogContentText data-testid="cancel-in-process-message">
        Una vez que nuestro equipo de soporte cancele tu operación podrás iniciar otra solicitud.
      </DialogContentText>
    </AppDialog>
  );
}
