import { formatCurrency, type RescueView } from '@invierte/domain';
import Box from '@mui/material/Box';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCanRescue } from '../api/get-can-rescue';
import { RescueConfirmation } from './RescueConfirmation';
import { RescueForm, type RescueDraft } from './RescueForm';
import { RescueSummary } from './RescueSummary';
import { OperationDone } from '../../../components/operations/OperationDone';
import { OperationStages } from '../../../components/operations/OperationStages';

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
  return (
    <OperationStages<RescueDraft, RescueView>
      title="Rescatar cuotas"
      intro="Elige el fondo y cuánto quieres rescatar. Te mostramos el monto exacto antes de confirmar."
      footnote={
        <>
          ¿Ya solicitaste un rescate?{' '}
          <Box component={RouterLink} to={PENDING_PATH} sx={{ color: 'primary.main', fontWeight: 600 }}>
            Revisa tus solicitudes pendientes
          </Box>
          . Cada trimestre el fondo puede recomprar hasta el 15&nbsp;% de su capital (artículo 34 del
          reglamento de participación).
        </>
      }
      loaded={{
        pending: can.isPending,
        error: can.error,
        nothing: can.data?.products.length === 0 && {
          title: 'Aún no tienes cuotas para rescatar',
          text: 'Cuando tengas una inversión aprobada podrás solicitar aquí el rescate de tus cuotas.',
          testId: 'rescue-nothing',
        },
      }}
      form={(initial, review) => (
        <RescueForm
          products={can.data?.products ?? []}
          initial={initial}
          initialProductId={params.get('productId')}
          onContinue={review}
        />
      )}
      confirmation={(draft, back, finish) => (
        <RescueConfirmation draft={draft} onBack={back} onDone={finish} />
      )}
      receipt={(rescue) => <Done rescue={rescue} />}
    />
  );
}
