import { formatCurrency, formatQuotas, type RescueView } from '@invierte/domain';
import AddIcon from '@mui/icons-material/Add';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { limaDateTime } from '../../../lib/peru-dates';
import { useCancelRescue } from '../api/cancel-rescue';
import { useTotalPendingRescues } from '../../../lib/portfolio-api/get-total-pending-rescues';
import { usePendingRescues } from '../api/list-pending-rescues';
import { RescueSummary } from './RescueSummary';
import { BackToInvestments } from '../../../components/operations/OperationPage';
import { WaitingNotice } from '../../../components/WaitingNotice';

const RESCUE_PATH = '/portafolio/movimientos/rescatar-cuotas';

function Totals() {
  const totals = useTotalPendingRescues();
  if (!totals.data || totals.data.count === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="pending-totals">
      {totals.data.totals.map((t) => (
        <Chip
          key={t.currency.code}
          color="primary"
          variant="outlined"
          label={`Por recibir: ${formatCurrency(t.amount, t.currency.code)} (${t.count === 1 ? '1 solicitud' : `${t.count} solicitudes`})`}
        />
      ))}
    </Stack>
  );
}

function PendingCard({ rescue, onCancel }: { rescue: RescueView; onCancel: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="pending-rescue">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 1 }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Solicitud del {limaDateTime(rescue.requestedAt)}
        </Typography>
        <Chip size="small" color="warning" icon={<HourglassEmptyIcon />} label="Pendiente de pago" />
      </Stack>
      <RescueSummary rescue={rescue} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button color="error" variant="outlined" onClick={onCancel} data-testid="pending-cancel">
          Cancelar solicitud
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * /portafolio/movimientos/rescatar-cuotas/solicitudes: the rescue requests waiting to be paid, what
 * they will pay per currency, and cancelling one (requirements R4: pending rescues can be cancelled).
 */
export default function PendingRescuesPage() {
  const pending = usePendingRescues();
  const cancel = useCancelRescue();
  const [asked, setAsked] = useState<RescueView | null>(null);
  const [cancelled, setCancelled] = useState<RescueView | null>(null);

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <BackToInvestments />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2, mb: 2 }}
      >
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
        >
          Solicitudes de rescate
        </Typography>
        <Button variant="contained" component={RouterLink} to={RESCUE_PATH} startIcon={<AddIcon />}>
          Nueva solicitud
        </Button>
      </Stack>
      {cancelled && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          onClose={() => setCancelled(null)}
          data-testid="pending-cancelled"
        >
          Cancelamos tu solicitud: tus {formatQuotas(cancelled.quotas)} cuotas de {cancelled.productName}{' '}
          vuelven a estar disponibles.
        </Alert>
      )}
      <Totals />
      {pending.data && pending.data.length > 0 && (
        <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="rescue-waiting">
          <WaitingNotice notice="RESCUE_PAYMENT" />
        </Alert>
      )}
      {pending.isPending && <Skeleton variant="rounded" height={220} />}
      {pending.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void pending.refetch()}>
              Reintentar
            </Button>
          }
        >
          {errorMessageOf(pending.error)}
        </Alert>
      )}
      {pending.data?.length === 0 && (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
          data-testid="pending-empty"
        >
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            No tienes solicitudes pendientes
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            Cuando solicites un rescate lo verás aquí hasta que hagamos el pago.
          </Typography>
          <Button variant="contained" component={RouterLink} to={RESCUE_PATH}>
            Rescatar cuotas
          </Button>
        </Paper>
      )}
      <Stack spacing={2}>
        {pending.data?.map((rescue) => (
          <PendingCard key={rescue.id} rescue={rescue} onCancel={() => setAsked(rescue)} />
        ))}
      </Stack>
      <ConfirmDialog
        open={asked !== null}
        title="¿Cancelar esta solicitud de rescate?"
        text={
          asked
            ? `Tus ${formatQuotas(asked.quotas)} cuotas de ${asked.productName} volverán a estar disponibles y no recibirás ${formatCurrency(asked.amount, asked.currency.code)}.`
            : ''
        }
        confirmLabel="Sí, cancelar"
        cancelLabel="No"
        pending={cancel.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() =>
          asked &&
          cancel.mutate(asked.id, {
            onSuccess: (view) => {
              setCancelled(view);
              setAsked(null);
            },
            onError: () => setAsked(null),
          })
        }
        testId="cancel-rescue-dialog"
      />
      {cancel.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageOf(cancel.error)}
        </Alert>
      )}
    </Box>
  );
}
