import type { RescueView } from '@invierte/domain';
import { useState } from 'react';
import { OperationConfirm } from '../../../components/operations/OperationConfirm';
import { peruvianDate } from '../../../lib/peru-dates';
import { useRequestRescue } from '../api/request-rescue';
import type { RescueDraft } from './RescueForm';
import { RescueSummary } from './RescueSummary';

/**
 * The last look before the request: the figures, what happens next, and one button. One
 * Idempotency-Key per confirmation screen, so pressing again after a lost answer makes no second
 * rescue.
 */
export function RescueConfirmation({
  draft,
  onBack,
  onDone,
}: {
  draft: RescueDraft;
  onBack: () => void;
  onDone: (rescue: RescueView) => void;
}) {
  const [key] = useState(() => crypto.randomUUID());
  const request = useRequestRescue();
  const { calculation } = draft;
  const confirm = () =>
    request.mutate(
      {
        key,
        body: {
          productId: draft.productId,
          bankAccountId: draft.bankAccountId,
          ...(draft.mode === 'quotas' ? { quotas: draft.value } : { amount: draft.value }),
        },
      },
      { onSuccess: onDone },
    );
  return (
    <OperationConfirm
      summary={<RescueSummary rescue={{ ...calculation, bankAccount: draft.bankAccount }} />}
      notice={
        <>
          El monto queda fijado con el valor cuota del {peruvianDate(calculation.quotaValueDate)}. Tus cuotas
          quedan reservadas hasta que hagamos el pago; mientras la solicitud esté pendiente puedes cancelarla.
        </>
      }
      error={request.error}
      pending={request.isPending}
      confirmLabel="Confirmar rescate"
      onBack={onBack}
      onConfirm={confirm}
      testId="rescue"
    />
  );
}
