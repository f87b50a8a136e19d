import { formatCurrency, type RescueView } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-client';
import { useCanRescue } from '../api/get-can-rescue';
import { RescueConfirmation } from './RescueConfirmation';
import { RescueForm, type RescueDraft } from './RescueForm';
import { RescueSummary } from './RescueSummary';
import { OperationDone } from '../../../components/operations/OperationDone';
import { OperationPage } from '../../../components/operations/OperationPage';

export const PENDING_PATH = '/portafolio/movimientos/rescatar-cuotas/solicitudes';

function Done({ rescue }: { rescue: RescueView }) {
  return (
    <OperationDone
      title="¡Registramos tu solicitud de rescate!"
      text={
        <>
          Depositaremos {formatCurrency(rescue.amount, rescue.currency.code)} en tu cuenta{' '}
          {rescue.bankAccount.bankName} {rescue.bankAccount.accountNumber}. Te avisaremos por correo cuando el
          pago esté hecho; mientras tanto puedes cancelarla.
        </>
      }
      next={{ label: 'Ver mis solicitudes', to: PENDING_PATH, testId: 'rescue-see-pending' }}
      testId="rescue-done"
    >
      <RescueSummary rescue={rescue} />
    </OperationDone>
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
    <OperationPage
      title="Rescatar cuotas"
      intro="Elige el fondo y cuánto quieres rescatar. Te mostramos el monto exacto antes de confirmar."
      footnote={
        !done && (
          <>
            ¿Ya solicitaste un rescate?{' '}
            <Box component={RouterLink} to={PENDING_PATH} sx={{ color: 'primary.main', fontWeight: 600 }}>
              Revisa tus solicitudes pendientes
            </Box>
            . Cada trimestre el fondo puede recomprar hasta el 15 % de su capital (artículo 34 del reglamento
            de participación).
          </>
        )
      }
    >
      {body}
    </OperationPage>
  );
}
