import type { RescueView } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
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
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="rescue-confirmation">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Confirma tu solicitud
      </Typography>
      <RescueSummary rescue={{ ...calculation, bankAccount: draft.bankAccount }} />
      <Alert severity="info" sx={{ mt: 2 }}>
        El monto queda fijado con el valor cuota del {peruvianDate(calculation.quotaValueDate)}. Tus cuotas
        quedan reservadas hasta que hagamos el pago; mientras la solicitud esté pendiente puedes cancelarla.
      </Alert>
      {request.isError && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="rescue-error">
          {errorMessageOf(request.error)}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3, justifyContent: 'flex-end' }}
      >
        <Button variant="outlined" onClick={onBack} disabled={request.isPending}>
          Volver
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          loading={request.isPending}
          data-testid="rescue-confirm"
        >
          Confirmar rescate
        </Button>
      </Stack>
    </Paper>
  );
}
