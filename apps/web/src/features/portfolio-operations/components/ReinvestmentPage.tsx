import { formatCurrency, formatQuotas, isPositiveDecimal, type ReinvestmentView } from '@invierte/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OperationConfirm } from '../../../components/operations/OperationConfirm';
import { OperationDone } from '../../../components/operations/OperationDone';
import { OperationStages } from '../../../components/operations/OperationStages';
import { peruvianDate } from '../../../lib/peru-dates';
import { useFunds } from '../../../lib/portfolio-api/get-funds';
import { useFreeProducts } from '../../../lib/site-api/free-products';
import { useRegisterReinvestment } from '../api/register-reinvestment';
import { ReinvestmentForm, type ReinvestmentDraft } from './ReinvestmentForm';
import { ReinvestmentSummary } from './ReinvestmentSummary';

const MOVEMENTS_PATH = '/portafolio/movimientos';

function Confirmation({
  draft,
  onBack,
  onDone,
}: {
  draft: ReinvestmentDraft;
  onBack: () => void;
  onDone: (view: ReinvestmentView) => void;
}) {
  // One key per confirmation screen: pressing again after a lost answer makes no second reinvestment.
  const [key] = useState(() => crypto.randomUUID());
  const register = useRegisterReinvestment();
  const { calculation } = draft;
  return (
    <OperationConfirm
      title="Confirma tu reinversión"
      summary={<ReinvestmentSummary figures={calculation} />}
      notice={
        <>
          La reinversión se hace de inmediato con los valores cuota del{' '}
          {peruvianDate(calculation.applicableDay)}: tus cuotas de {calculation.from.productName} pasan a ser
          cuotas de {calculation.to.productName}. No se puede deshacer.
        </>
      }
      error={register.error}
      pending={register.isPending}
      confirmLabel="Confirmar reinversión"
      onBack={onBack}
      onConfirm={() =>
        register.mutate(
          {
            key,
            body: {
              fromProductId: draft.fromProductId,
              toProductId: draft.toProductId,
              ...(draft.mode === 'quotas' ? { quotas: draft.value } : { amount: draft.value }),
            },
          },
          { onSuccess: onDone },
        )
      }
      testId="reinvest"
    />
  );
}

/**
 * /portafolio/movimientos/reinvertir: move money from one fund held to another of the same currency
 * (docs/business-rules.md, "Reinvestment"), with the exact figures before confirming. What was typed
 * stays when the confirmation fails or the investor goes back.
 */
export default function ReinvestmentPage() {
  const [params] = useSearchParams();
  const funds = useFunds();
  const products = useFreeProducts();
  const available = funds.data?.filter((f) => isPositiveDecimal(f.availableQuotas)) ?? [];
  return (
    <OperationStages<ReinvestmentDraft, ReinvestmentView>
      title="Reinvertir"
      intro="Mueve tu dinero de un fondo a otro de la misma moneda, al valor cuota del día, sin retirarlo."
      footnote="La salida del fondo de origen cuenta dentro de su límite de recompra trimestral (hasta el 15&nbsp;% de su capital, artículo 34 del reglamento de participación)."
      loaded={{
        pending: funds.isPending || products.isPending,
        error: funds.error ?? products.error,
        nothing: available.length === 0 && {
          title: 'Aún no tienes cuotas para reinvertir',
          text: 'Cuando tengas cuotas disponibles (no reservadas por un rescate) podrás moverlas aquí a otro fondo.',
          testId: 'reinvest-nothing',
        },
      }}
      form={(initial, review) => (
        <ReinvestmentForm
          funds={available}
          products={products.data ?? []}
          initial={initial}
          initialProductId={params.get('productId')}
          onContinue={review}
        />
      )}
      confirmation={(draft, back, finish) => <Confirmation draft={draft} onBack={back} onDone={finish} />}
      receipt={(done) => (
        <OperationDone
          title="¡Listo! Reinvertimos tu dinero"
          text={
            <>
              {formatCurrency(done.amount, done.currency.code)} de {done.from.productName} ahora son{' '}
              {formatQuotas(done.to.quotas)} cuotas de {done.to.productName}.
            </>
          }
          next={{ label: 'Ver mis movimientos', to: MOVEMENTS_PATH }}
          testId="reinvest-done"
        >
          <ReinvestmentSummary figures={done} />
        </OperationDone>
      )}
    />
  );
}
