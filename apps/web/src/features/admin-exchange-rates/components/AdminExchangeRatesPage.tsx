import { formatExchangeRate, type AdminExchangeRate } from '@invierte/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { errorMessageOf } from '../../../lib/api-client';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { peruvianDate } from '../../../lib/peru-dates';
import { useExchangeRates } from '../api/list-exchange-rates';
import { PublishExchangeRateDialog } from './PublishExchangeRateDialog';

const columns = (today: string): AdminColumn<AdminExchangeRate>[] => [
  {
    label: 'Fecha',
    render: (r) => (
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {peruvianDate(r.rateDate)}{' '}
        {r.rateDate === today && <Chip size="small" color="success" label="Hoy" sx={{ ml: 0.5 }} />}
      </Typography>
    ),
  },
  { label: 'Compra', align: 'right', render: (r) => formatExchangeRate(r.buy) },
  { label: 'Venta', align: 'right', render: (r) => formatExchangeRate(r.sell) },
  { label: 'Fuente', render: (r) => r.source },
];

/**
 * /admin/tipo-de-cambio: the USD/PEN rates published, newest first, whether today's is, and for
 * whom may write, publishing a day's rate or correcting one.
 */
export default function AdminExchangeRatesPage() {
  const rates = useExchangeRates();
  const canWrite = useCan('exchange-rate.write');
  const [dialog, setDialog] = useState<{ correcting?: AdminExchangeRate } | null>(null);
  const today = rates.data?.today ?? '';
  const todayPublished = rates.data?.items.some((r) => r.rateDate === today);
  return (
    <AdminPage
      title="Tipo de cambio"
      subtitle={
        rates.data
          ? todayPublished
            ? `El tipo de cambio del ${peruvianDate(today)} está publicado. Es el que ven los inversionistas.`
            : `Falta publicar el tipo de cambio del ${peruvianDate(today)}; los inversionistas ven el último publicado.`
          : 'El tipo de cambio USD/PEN que publica la mesa de dinero cada día.'
      }
      actions={
        canWrite && (
          <Button variant="contained" onClick={() => setDialog({})} data-testid="rate-open">
            Publicar tipo de cambio
          </Button>
        )
      }
    >
      <AdminTable
        rows={rates.data?.items}
        columns={columns(today)}
        rowKey={(r) => r.rateDate}
        loading={rates.isPending}
        error={rates.isError ? errorMessageOf(rates.error) : null}
        onRetry={() => void rates.refetch()}
        empty="Aún no hay tipos de cambio publicados."
        actions={
          canWrite
            ? (r) => (
                <Button size="small" onClick={() => setDialog({ correcting: r })} data-testid="rate-correct">
                  Corregir
                </Button>
              )
            : undefined
        }
        testId="rate-list"
      />
      {dialog && (
        <PublishExchangeRateDialog
          published={rates.data?.items ?? []}
          correcting={dialog.correcting}
          onClose={() => setDialog(null)}
        />
      )}
    </AdminPage>
  );
}
