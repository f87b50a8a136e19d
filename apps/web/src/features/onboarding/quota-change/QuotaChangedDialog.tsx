import {
  currencySymbols,
  formatCurrency,
  formatQuotas,
  formatQuotaValue,
  type OnboardingInfo,
  quotaUpdatingMessage,
} from '@invierte/domain';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import DOMPurify from 'dompurify';
import { lazy, Suspense, type ReactNode } from 'react';
import { AppDialog } from '../../../components/AppDialog';
import { usePublicConfig } from '../../../lib/public-config';
import { CancelInProcessDialog, Figure, ForceCancelDialog } from '../components/OnboardingDialogs';
import { useQuotaChange, type QuotaChangeFigures, type QuotaChangeFlow } from './use-quota-change';

const GenericErrorDialog = lazy(() => import('../../../components/GenericErrorDialog'));

/** requirements R2: the default of the custom message variant. */
export const QUOTA_UPDATING_DEFAULT_HTML =
  '<p>El nuevo valor cuota se está actualizando. A partir de las 4:30 p. m. podrás realizar tus solicitudes de inversión.</p>';

function Buttons({ children }: { children: ReactNode }) {
  return <Stack sx={{ width: '100%', gap: 1 }}>{children}</Stack>;
}

/** The changed, reactivate and notice views share the figures. */
function QuotaFigures({ figures, amount }: { figures: QuotaChangeFigures; amount?: boolean }) {
  return (
    <Stack
      spacing={0.75}
      sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1.5, textAlign: 'left' }}
      data-testid="quota-change-figures"
    >
      <Figure label="Fondo" value={figures.fondoName} testId="quota-fund" />
      <Figure
        label="Valor cuota anterior"
        value={formatQuotaValue(figures.oldQuota, currencySymbols[figures.currency])}
        testId="quota-old"
      />
      <Figure
        label="Nuevo valor cuota"
        value={formatQuotaValue(figures.newQuota, currencySymbols[figures.currency])}
        testId="quota-new"
      />
      {amount && (
        <>
          <Figure
            label="Número de cuotas"
            value={formatQuotas(figures.approve.quotaNumber)}
            testId="quota-number"
          />
          <Figure
            label="Nuevo monto de inversión"
            value={formatCurrency(figures.approve.amount, figures.currency)}
            testId="quota-new-amount"
          />
        </>
      )}
    </Stack>
  );
}

/** The 400 variant's text: the value is being updated; an adviser by WhatsApp, at the configured number. */
function UpdatingMessage() {
  const config = usePublicConfig();
  return (
    <DialogContentText data-testid="updating-message">
      {quotaUpdatingMessage(config.data?.adviserWhatsappPhone)}
    </DialogContentText>
  );
}

function View({ flow }: { flow: QuotaChangeFlow }) {
  const { figures, busy } = flow;
  const cancelButton = (
    <Button variant="outlined" disabled={busy} onClick={() => void flow.cancel()} data-testid="quota-cancel">
      CANCELAR SOLICITUD
    </Button>
  );
  switch (flow.view) {
    case 'changed':
      return (
        <AppDialog
          open
          hideClose
          onClose={() => undefined}
          title="¡El valor cuota ha cambiado!"
          actions={
            <Buttons>
              <Button
                variant="contained"
                disabled={busy || !figures}
                onClick={flow.showReactivate}
                data-testid="quota-continue"
              >
                CONTINUAR CON LA SOLICITUD
              </Button>
              {cancelButton}
            </Buttons>
          }
        >
          <Box sx={{ display: 'grid', placeItems: 'center', mb: 1 }}>
            <TrendingUpIcon color="primary" sx={{ fontSize: 44 }} />
          </Box>
          <DialogContentText sx={{ mb: 2 }} data-testid="quota-changed-message">
            El valor cuota de <strong>{figures?.fondoName}</strong> cambió de{' '}
            <strong>
              {figures && formatQuotaValue(figures.oldQuota, currencySymbols[figures.currency])}
            </strong>{' '}
            a{' '}
            <strong>
              {figures && formatQuotaValue(figures.newQuota, currencySymbols[figures.currency])}
            </strong>
            .
          </DialogContentText>
          {figures && <QuotaFigures figures={figures} />}
        </AppDialog>
      );
    case 'reactivate':
      return (
        <AppDialog
          open
          hideClose
          onClose={() => undefined}
          title="¿Deseas continuar con tu solicitud?"
          actions={
            <Buttons>
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => void flow.approve()}
                data-testid="reactivate-continue"
              >
                CONTINUAR
              </Button>
              {cancelButton}
              <Button disabled={busy} onClick={() => void flow.keepAmount()} data-testid="quota-keep-amount">
                Mantener mi monto y recalcular mis cuotas
              </Button>
            </Buttons>
          }
        >
          <DialogContentText sx={{ mb: 2 }}>
            Si continúas, tu inversión mantiene sus cuotas y su monto se actualiza al nuevo valor cuota.
          </DialogContentText>
          {figures && <QuotaFigures figures={figures} amount />}
        </AppDialog>
      );
    case 'rejected':
      return (
        <AppDialog
          open
          hideClose
          onClose={() => undefined}
          title="Mantuvimos tu monto de inversión"
          actions={
            <Button variant="contained" onClick={() => void flow.closeRejected()} data-testid="rejected-ok">
              Entendido
            </Button>
          }
        >
          <DialogContentText data-testid="rejected-message">
            Tu inversión sigue siendo de{' '}
            <strong>{figures && formatCurrency(figures.reject.amount, figures.currency)}</strong> y ahora
            equivale a <strong>{figures && formatQuotas(figures.reject.quotaNumber)}</strong> cuotas al nuevo
            valor cuota.
          </DialogContentText>
        </AppDialog>
      );
    case 'force-cancel':
      return (
        <ForceCancelDialog busy={busy} onExit={flow.back} onRequest={() => void flow.requestForceCancel()} />
      );
    case 'cancel-in-process':
      return <CancelInProcessDialog onClose={flow.leave} />;
    case 'updating':
      return (
        <AppDialog
          open
          onClose={flow.back}
          title="¡El valor cuota ha cambiado!"
          actions={
            <Buttons>
              <Button variant="contained" onClick={flow.leave} data-testid="updating-portfolio">
                Ir a mi portafolio
              </Button>
              <Button variant="outlined" onClick={flow.back} data-testid="updating-close">
                Cerrar
              </Button>
            </Buttons>
          }
        >
          <UpdatingMessage />
        </AppDialog>
      );
    case 'message': {
      // The server may send its message as HTML; only safe markup is kept. Without one, the default
      // (not the API client's generic text, which would hide it).
      const html = DOMPurify.sanitize(flow.failure?.serverMessage || QUOTA_UPDATING_DEFAULT_HTML);
      return (
        <AppDialog
          open
          onClose={flow.back}
          title="¡El valor cuota ha cambiado!"
          actions={
            <Button variant="contained" onClick={flow.back} data-testid="message-accept">
              Aceptar
            </Button>
          }
        >
          <Box
            sx={{ color: 'text.secondary', '& p': { m: 0 } }}
            data-testid="quota-message"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </AppDialog>
      );
    }
    case 'error':
      return (
        <Suspense fallback={null}>
          <GenericErrorDialog open onRetry={flow.back} onExit={flow.leave} />
        </Suspense>
      );
  }
}

/**
 * Over any onboarding screen while the onboarding is paused by a quota-value change (requirements R2, the
 * close icon hidden on onboarding routes): the investor must answer before going on.
 */
export function QuotaChangedDialog({ info }: { info: OnboardingInfo }) {
  const flow = useQuotaChange(info);
  return <View flow={flow} />;
}
