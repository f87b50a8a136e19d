import {
  currencySymbols,
  currencyWords,
  formatCurrency,
  formatQuotas,
  formatQuotaValue,
} from '@invierte/domain';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { AppDialog } from '../../../components/AppDialog';
import { StopQuotaDialog } from '../../../components/StopQuotaDialog';
import { CancelInProcessDialog, Figure, ForceCancelDialog } from '../components/OnboardingDialogs';
import type { StartInvestment } from './use-start-investment';

const GenericErrorDialog = lazy(() => import('../../../components/GenericErrorDialog'));

/** What the pending-onboarding dialog says for each reaction (requirements R2: a message plus the product name). */
function pendingMessage(dialog: string | null, pendingButtons: boolean): string {
  if (pendingButtons || dialog === 'pending-buttons-enabled')
    return 'Ya tienes una solicitud en revisión. Te avisaremos por correo cuando termine para que puedas iniciar otra. Tu solicitud es para';
  if (dialog === 'continue-other-process')
    return 'El valor cuota cambió mientras completabas otra solicitud. Continúa esa solicitud o cancélala para empezar una nueva. Tu solicitud en curso es para';
  if (dialog === 'auto-approve-and-message')
    return 'El valor cuota se actualizó. Como aún no registraste el monto de tu inversión, puedes continuar tu solicitud con el nuevo valor cuota. Tu solicitud es para';
  return 'Ya tienes una solicitud en curso. Complétala o cancélala para empezar una nueva. Tu solicitud es para';
}

/** The dialogs of starting an investment (requirements R2, R4, R8), driven by `useStartInvestment`. */
export function StartInvestmentDialogs({ flow }: { flow: StartInvestment }) {
  const { dialog, busy } = flow;
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'checking':
      return (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh', gap: 2 }} role="status">
          <CircularProgress />
          <Typography color="text.secondary">Preparando tu solicitud…</Typography>
        </Box>
      );
    case 'stop':
      return <StopQuotaDialog message={dialog.message} onClose={flow.close} />;
    case 'in-progress':
      return (
        <AppDialog
          open
          onClose={flow.close}
          title="Tienes un proceso en curso"
          actions={
            <Button variant="contained" onClick={flow.close} data-testid="in-progress-ok">
              Entendido
            </Button>
          }
        >
          <InfoOutlinedIcon color="primary" sx={{ fontSize: 44, mb: 1 }} />
          <DialogContentText data-testid="in-progress-message">{dialog.message}</DialogContentText>
        </AppDialog>
      );
    case 'pending': {
      const { pending, pendingButtons } = dialog;
      const single = pendingButtons || pending.reaction.dialog === 'pending-buttons-enabled';
      const other = pending.reaction.dialog === 'continue-other-process';
      return (
        <AppDialog
          open
          onClose={flow.close}
          title="¡Gracias por tu interés!"
          closeTestId="pending-close"
          actions={
            single ? (
              <Button variant="contained" onClick={flow.close} data-testid="pending-understood">
                Entendido
              </Button>
            ) : (
              <Stack spacing={1} sx={{ width: '100%' }}>
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() => void flow.continuePending(pending)}
                  data-testid="pending-continue"
                >
                  {other ? 'Continuar con esa solicitud' : 'Completar proceso'}
                </Button>
                {pending.reaction.cancelAction && (
                  <Button
                    variant="outlined"
                    disabled={busy}
                    onClick={() => void flow.cancelAndStartNew(pending)}
                    data-testid="pending-cancel-new"
                  >
                    Cancelar y empezar una nueva
                  </Button>
                )}
              </Stack>
            )
          }
        >
          <DialogContentText data-testid="pending-message">
            {pendingMessage(pending.reaction.dialog, pendingButtons)}{' '}
            <strong>
              {pending.productName}
              {pending.currency && ` en ${currencyWords[pending.currency]}`}
            </strong>
            .
          </DialogContentText>
        </AppDialog>
      );
    }
    case 'reactivate': {
      const { pending, figures } = dialog;
      return (
        <AppDialog
          open
          onClose={flow.close}
          title="¿Deseas continuar con tu solicitud?"
          actions={
            <Stack spacing={1} sx={{ width: '100%' }}>
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => void flow.continuePending(pending)}
                data-testid="reactivate-continue"
              >
                CONTINUAR
              </Button>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void flow.cancelAndStartNew(pending)}
                data-testid="reactivate-cancel"
              >
                CANCELAR SOLICITUD
              </Button>
            </Stack>
          }
        >
          <DialogContentText sx={{ mb: 2 }}>
            El valor cuota de <strong>{pending.productName}</strong> cambió. Si continúas, tu inversión
            mantiene sus cuotas y su monto se actualiza al nuevo valor.
          </DialogContentText>
          {figures && (
            <Stack spacing={0.75} sx={{ textAlign: 'left' }} data-testid="reactivate-figures">
              <Figure label="Fondo" value={pending.productName} testId="reactivate-fund" />
              <Figure
                label="Valor cuota anterior"
                value={formatQuotaValue(figures.oldQuota, currencySymbols[figures.currency])}
                testId="reactivate-old-quota"
              />
              <Figure
                label="Nuevo valor cuota"
                value={formatQuotaValue(figures.newQuota, currencySymbols[figures.currency])}
                testId="reactivate-new-quota"
              />
              <Figure
                label="Número de cuotas"
                value={formatQuotas(figures.quotaNumber)}
                testId="reactivate-quotas"
              />
              <Figure
                label="Nuevo monto de inversión"
                value={formatCurrency(figures.newAmount, figures.currency)}
                testId="reactivate-new-amount"
              />
            </Stack>
          )}
        </AppDialog>
      );
    }
    case 'force-cancel':
      return (
        <ForceCancelDialog
          busy={busy}
          onExit={flow.close}
          onRequest={() => void flow.forceCancel(dialog.pending)}
        />
      );
    case 'cancel-in-process':
      return <CancelInProcessDialog onClose={flow.close} />;
    case 'error':
      return (
        <Suspense fallback={null}>
          <GenericErrorDialog open onRetry={flow.close} onExit={flow.close} />
        </Suspense>
      );
  }
}
