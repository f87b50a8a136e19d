import { currencyWords, formatCount, type CurrencyCode, type ReviewListItem } from '@invierte/domain';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { investorFullName } from '../../../components/admin/InvestorPicker';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { useListParams } from '../../../components/admin/use-list-params';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { errorMessageOf } from '../../../lib/api-client';
import { limaDateTime } from '../../../lib/peru-dates';
import { cancelBySupport } from '../api/cancel-by-support';
import { SUPPORT_PAGE_SIZE, supportQueueKey, useCancelRequests } from '../api/list-cancel-requests';
import { twoLines } from '../../../components/admin/two-lines';

const columns: AdminColumn<ReviewListItem>[] = [
  {
    label: 'Inversionista',
    render: (o) =>
      twoLines(
        investorFullName(o.user),
        `${o.user.documentType ?? 'DNI'} ${o.user.documentNumber ?? '—'} · ${o.user.email}`,
      ),
  },
  {
    label: 'Fondo',
    render: (o) => twoLines(o.product.name, `En ${currencyWords[o.product.currency as CurrencyCode]}`),
  },
  { label: 'Pidió cancelar', render: (o) => limaDateTime(o.updatedAt) },
];

/**
 * /admin/soporte: the investors' requests to cancel an onboarding they can no longer cancel
 * themselves (its contract was already approved); support carries each out after confirming. Read
 * with `support.read`; cancelling needs `support.cancel`, checked again by the server.
 */
export default function AdminSupportPage() {
  const { page, setPage } = useListParams();
  const queue = useCancelRequests(page);
  const canCancel = useCan('support.cancel');
  const canReview = useCan('onboarding.review');
  const client = useQueryClient();
  const [cancelling, setCancelling] = useState<ReviewListItem | null>(null);
  const cancel = useMutation({
    mutationFn: cancelBySupport,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: supportQueueKey });
      setCancelling(null);
    },
  });
  const total = queue.data?.total;

  return (
    <AdminPage
      title="Cola de soporte"
      subtitle={
        // Never searched, so always counted; null only as the list type allows it.
        total === undefined || total === null
          ? 'Solicitudes de inversión que el inversionista pidió cancelar.'
          : total === 1
            ? '1 solicitud espera que soporte la cancele.'
            : `${formatCount(total)} solicitudes esperan que soporte las cancele.`
      }
    >
      <AdminTable
        rows={queue.data?.items}
        columns={columns}
        rowKey={(o) => o._id}
        loading={queue.isPending}
        error={queue.isError ? errorMessageOf(queue.error) : null}
        onRetry={() => void queue.refetch()}
        empty="No hay solicitudes de cancelación pendientes."
        pageSize={SUPPORT_PAGE_SIZE}
        serverPaging={queue.data && { total: queue.data.total, page: queue.data.page, onPage: setPage }}
        actions={(o) => (
          <>
            {canReview && (
              <Button size="small" component={RouterLink} to={`/admin/onboardings/${o._id}`}>
                Ver solicitud
              </Button>
            )}
            {canCancel && (
              <Button
                size="small"
                variant="outlined"
                color="error"
                onClick={() => {
                  cancel.reset();
                  setCancelling(o);
                }}
                data-testid="support-cancel"
              >
                Cancelar solicitud
              </Button>
            )}
          </>
        )}
        testId="admin-support"
      />
      {cancelling && (
        <ReasonDialog
          title="Cancelar la solicitud"
          text={`La solicitud de ${investorFullName(cancelling.user)} en ${cancelling.product.name} queda cancelada, como pidió. No se puede deshacer: para invertir tendrá que empezar una nueva.`}
          confirmLabel="Cancelar solicitud"
          needsReason={false}
          danger
          pending={cancel.isPending}
          error={cancel.isError ? errorMessageOf(cancel.error) : null}
          onConfirm={() => cancel.mutate(cancelling._id)}
          onClose={() => setCancelling(null)}
        />
      )}
    </AdminPage>
  );
}
