import { formatCurrency, type AdminRescueView } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { adminRescuesKey } from '../../../lib/admin-api/list-admin-rescues';
import { rejectRescue } from '../api/reject-rescue';

/** Rejects one pending rescue with the reason the investor will read in the e-mail. */
export function RejectRescueDialog({ rescue, onClose }: { rescue: AdminRescueView; onClose: () => void }) {
  const client = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const reject = useMutation({
    mutationFn: rejectRescue,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminRescuesKey });
      onClose();
    },
  });
  const tooShort = reason.trim().length < 5;
  return (
    <AppDialog
      open
      onClose={() => !reject.isPending && onClose()}
      title="Rechazar el rescate"
      actions={
        <>
          <Button variant="outlined" onClick={onClose} disabled={reject.isPending}>
            Cancelar
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={tooShort}
            loading={reject.isPending}
            onClick={() => reject.mutate({ id: rescue.id, reason: reason.trim(), key })}
            data-testid="reject-confirm"
          >
            Rechazar
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 2 }}>
        {rescue.investor.name} pidió {formatCurrency(rescue.amount, rescue.currency.code)} de{' '}
        {rescue.productName}. Sus cuotas volverán a estar disponibles y recibirá el motivo por correo.
      </Typography>
      <TextField
        label="Motivo del rechazo"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        helperText={tooShort ? 'Al menos 5 caracteres.' : `${reason.trim().length}/500`}
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'reject-reason' } }}
      />
      {reject.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageOf(reject.error)}
        </Alert>
      )}
    </AppDialog>
  );
}
