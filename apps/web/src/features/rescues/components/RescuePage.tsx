import { formatCurrency, type RescueView } from '@invierte/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-client';
import { useCanRescue } from '../api/get-can-rescue';
import { RescueConfirmation } from './RescueConfirmation';
import { RescueForm, type RescueDraft } from './RescueForm';
import { RescueSummary } from './RescueSummary';
import { BackToInvestments } from './BackToInvestments';

export const PENDING_PATH = '/portafolio/movimientos/rescatar-cuotas/solicitudes';

function PageTitle() {
  return (
    <Box sx={{ mb: 3 }}>
      <BackToInvestments />
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
      >
        Rescatar cuotas
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Elige el fondo y cuánto quieres rescatar. Te mostramos el monto exacto antes de confirmar.
      </Typography>
    </Box>
  );
}

function Done({ rescue }: { rescue: RescueView }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }} data-testid="rescue-done">
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
        ¡Registramos tu solicitud de rescate!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Depositaremos {formatCurrency(rescue.amount, rescue.currency.code)} en tu cuenta{' '}
        {rescue.bankAccount.bankName} {rescue.bankAccount.accountNumber}. Te avisaremos por correo cuando el
        pago esté hecho; mientras tanto puedes cancelarla.
      </Typography>
      <RescueSummary rescue={rescue} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
        <Button variant="contained" component={RouterLink} to={PENDING_PATH} data-testid="rescue-see-pending">
          Ver mis solicitudes
        </Button>
        <Button variant="outlined" component={RouterLink} to="/participe">
          Ir a mis inversiones
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /portafolio/movimientos/rescatar-cuotas: choose a fund and the quotas or amount, see the exact
 * figures and the quarter's repurchase limit, confirm, and see the request registered. What was typed
 * stays when the confirmation fails or the investor goes back.
 */
export default function RescuePage() {
  const [params] = useSearchParams();
  const can = useCanRescue();
  const [draft, setDraft] = useState<RescueDraft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<RescueView | null>(null);

  let body;
  if (done) body = <Done rescue={done} />;
  else if (can.isPending) body = <Skeleton variant="rounded" height={360} />;
  else if (can.isError) body = <Alert severity="error">{errorMessageOf(can.error)}</Alert>;
  else if (can.data.products.length === 0)
    body = (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
        data-testid="rescue-nothing"
      >
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          Aún no tienes cuotas para rescatar
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Cuando tengas una inversión aprobada podrás solicitar aquí el rescate de tus cuotas.
        </Typography>
      </Paper>
    );
  else if (confirming && draft)
    body = (
      <RescueConfirmation
        draft={draft}
        onBack={() => setConfirming(false)}
        onDone={(rescue) => {
          setDone(rescue);
          setConfirming(false);
        }}
      />
    );
  else
    body = (
      <RescueForm
        products={can.data.products}
        initial={draft}
        initialProductId={params.get('productId')}
        onContinue={(next) => {
          setDraft(next);
          setConfirming(true);
        }}
      />
    );

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <PageTitle />
      {body}
      {!done && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          ¿Ya solicitaste un rescate?{' '}
          <Box component={RouterLink} to={PENDING_PATH} sx={{ color: 'primary.main', fontWeight: 600 }}>
            Revisa tus solicitudes pendientes
          </Box>
          . Cada trimestre el fondo puede recomprar hasta el 15 % de su capital (artículo 34 del reglamento de
          participación).
        </Typography>
      )}
    </Box>
  );
}
