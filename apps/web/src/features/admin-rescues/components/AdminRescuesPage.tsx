import {
  type AdminRescueView,
  currencyNames,
  formatCurrency,
  formatQuotas,
  type RescueStatus,
  rescueStatusLabels,
} from '@invierte/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { errorMessageOf } from '../../../lib/api-client';
import { limaDateAndTime } from '../../../lib/peru-dates';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { useAdminRescues } from '../../../lib/admin-api/list-admin-rescues';
import { RejectRescueDialog } from './RejectRescueDialog';
import { SettleRescuesDialog } from './SettleRescuesDialog';
import { dayOverHour, twoLines } from '../../../components/admin/two-lines';

const tabs: Array<{ status: RescueStatus | null; label: string }> = [
  { status: 'PENDING', label: 'Pendientes' },
  { status: 'SETTLED', label: 'Pagados' },
  { status: 'REJECTED', label: 'Rechazados' },
  { status: 'CANCELED', label: 'Cancelados' },
  { status: null, label: 'Todos' },
];
const statusColor: Record<RescueStatus, 'warning' | 'success' | 'error' | 'default'> = {
  PENDING: 'warning',
  SETTLED: 'success',
  REJECTED: 'error',
  CANCELED: 'default',
};

const baseColumns: AdminColumn<AdminRescueView>[] = [
  {
    label: 'Solicitado',
    render: (r) => dayOverHour(r.requestedAt),
  },
  { label: 'Partícipe', render: (r) => twoLines(r.investor.name, `DNI ${r.investor.documentNumber}`) },
  { label: 'Fondo', render: (r) => twoLines(r.productName, currencyNames[r.currency.code]) },
  {
    // Amount and quotas share a column: with the status and the actions the table fits 1280 px.
    label: 'Monto',
    align: 'right',
    render: (r) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {formatCurrency(r.amount, r.currency.code)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatQuotas(r.quotas)} cuotas
        </Typography>
      </Box>
    ),
  },
  { label: 'Abonar en', render: (r) => twoLines(r.payTo.bank, `CCI ${r.payTo.cci}`, { mono: true }) },
];

const resolvedWords: Partial<Record<RescueStatus, string>> = { SETTLED: 'Pagado', REJECTED: 'Rechazado' };

/** When and by whom a rescue was paid or rejected (the investor's own cancellation names no one). */
function Resolution({ rescue: r }: { rescue: AdminRescueView }) {
  if (!r.resolvedAt) return null;
  const { date, time } = limaDateAndTime(r.resolvedAt);
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {date} {time}
      </Box>
      {r.resolvedBy && (
        <Box component="span" sx={{ display: 'block' }}>
          por {r.resolvedBy.name}
        </Box>
      )}
    </Typography>
  );
}

/** The paid and rejected tabs: when and who, as operations reconcile payments by date and payer. */
const resolvedColumn = (status: 'SETTLED' | 'REJECTED'): AdminColumn<AdminRescueView> => ({
  label: resolvedWords[status]!,
  render: (r) => {
    const { date, time } = limaDateAndTime(r.resolvedAt ?? r.requestedAt);
    return (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {date} {time}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {r.resolvedBy ? `por ${r.resolvedBy.name}` : ''}
        </Typography>
        {r.rejectionReason && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Motivo: {r.rejectionReason}
          </Typography>
        )}
      </Box>
    );
  },
});

const statusColumn: AdminColumn<AdminRescueView> = {
  label: 'Estado',
  render: (r) => (
    <Box>
      <Chip size="small" color={statusColor[r.status]} label={rescueStatusLabels[r.status]} />
      <Resolution rescue={r} />
    </Box>
  ),
};

function columnsOf(status: RescueStatus | null): AdminColumn<AdminRescueView>[] {
  if (status === 'PENDING') return baseColumns;
  if (status === 'SETTLED' || status === 'REJECTED') return [...baseColumns, resolvedColumn(status)];
  return [...baseColumns, statusColumn];
}

const matches = (r: AdminRescueView, text: string) =>
  [r.investor.name, r.investor.documentNumber, r.investor.email, r.productName]
    .join(' ')
    .toLocaleLowerCase('es')
    .includes(text.toLocaleLowerCase('es'));

/**
 * /admin/rescates: every investor's rescue requests by status, searchable; operations register a
 * payment (one, or several chosen at once) or reject one with a reason.
 */
export default function AdminRescuesPage() {
  const [params, setParams] = useSearchParams();
  const status = (params.get('estado') as RescueStatus | null) ?? 'PENDING';
  const current = tabs.find((t) => (t.status ?? 'TODOS') === status) ?? tabs[0]!;
  const list = useAdminRescues(current.status);
  const canSettle = useCan('rescue.settle');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [settling, setSettling] = useState<AdminRescueView[] | null>(null);
  const [rejecting, setRejecting] = useState<AdminRescueView | null>(null);
  const rows = useMemo(
    () => (search.trim() ? list.data?.filter((r) => matches(r, search.trim())) : list.data),
    [list.data, search],
  );
  const chosen = rows?.filter((r) => selected.has(r.id)) ?? [];

  return (
    <AdminPage
      title="Rescates"
      subtitle="Solicitudes de rescate de los partícipes. Registra el pago después de transferir el dinero."
      actions={
        chosen.length > 0 && (
          <Button variant="contained" onClick={() => setSettling(chosen)} data-testid="settle-selected">
            Registrar pago de {chosen.length}
          </Button>
        )
      }
    >
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Tabs
          value={current.status ?? 'TODOS'}
          onChange={(_e, next: string) => {
            setSelected(new Set());
            setParams(next === 'PENDING' ? {} : { estado: next });
          }}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabs.map((t) => (
            <Tab key={t.label} value={t.status ?? 'TODOS'} label={t.label} />
          ))}
        </Tabs>
        <TextField
          size="small"
          label="Buscar por nombre, DNI, correo o fondo"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ minWidth: { md: 320 } }}
          slotProps={{ htmlInput: { 'data-testid': 'admin-rescues-search' } }}
        />
      </Stack>
      <AdminTable
        rows={rows}
        columns={columnsOf(current.status)}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.isError ? errorMessageOf(list.error) : null}
        onRetry={() => void list.refetch()}
        empty={search ? 'Ninguna solicitud coincide con la búsqueda.' : 'No hay solicitudes en este estado.'}
        selectable={canSettle ? (r) => r.status === 'PENDING' : undefined}
        selected={selected}
        onSelectedChange={setSelected}
        actions={
          // Only a pending rescue has actions: the paid and rejected lists keep their width for the data.
          canSettle && rows?.some((r) => r.status === 'PENDING')
            ? (r) =>
                r.status === 'PENDING' && (
                  <Stack
                    direction={{ xs: 'row', md: 'column' }}
                    spacing={0.5}
                    sx={{ alignItems: 'flex-end' }}
                  >
                    <Button
                      size="small"
                      variant="contained"
                      onClick={() => setSettling([r])}
                      data-testid="settle-one"
                    >
                      Registrar pago
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRejecting(r)}
                      data-testid="reject-one"
                    >
                      Rechazar
                    </Button>
                  </Stack>
                )
            : undefined
        }
        testId="admin-rescues"
      />
      {settling && (
        <SettleRescuesDialog
          rescues={settling}
          onClose={(settledIds) => {
            setSettling(null);
            setSelected((prev) => new Set([...prev].filter((id) => !settledIds.includes(id))));
          }}
        />
      )}
      {rejecting && <RejectRescueDialog rescue={rejecting} onClose={() => setRejecting(null)} />}
    </AdminPage>
  );
}
