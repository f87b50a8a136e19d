import { formatCurrency, type AdminRescueView } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { adminRescuesKey } from '../../../lib/admin-api/list-admin-rescues';
import { errorMessageOf } from '../../../lib/api-client';
import { rejectRescue } from '../api/reject-rescue';

/** Rejects one pending rescue with the reason the investor will read in the e-mail. */
export function RejectRescueDialog({ rescue, onClose }: { rescue: AdminRescueView; onClose: () => void }) {
  const client = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const reject = useMutation({
    mutationFn: rejectRescue,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminRescuesKey });
      onClose();
    },
  });
  return (
    <ReasonDialog
      title="Rechazar el rescate"
      text={`${rescue.investor.name} pidió ${formatCurrency(rescue.amount, rescue.currency.code)} de ${rescue.productName}. Sus cuotas volverán a estar disponibles y recibirá el motivo por correo.`}
      confirmLabel="Rechazar"
      needsReason
      danger
      pending={reject.isPending}
      error={reject.isError ? errorMessageOf(reject.error) : null}
      onConfirm={(reason) => reject.mutate({ id: rescue.id, reason: reason ?? '', key })}
      onClose={onClose}
    />
  );
}
