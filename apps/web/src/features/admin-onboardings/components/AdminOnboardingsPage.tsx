import {
  contractStateLabels,
  countOf,
  formatCount,
  onboardingStateLabels,
  onboardingStates,
  type ContractState,
  type OnboardingState,
  type ReviewListItem,
  currencyLabel,
  currencyNames,
} from '@invierte/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DateRangeFields } from '../../../components/admin/DateRangeFields';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { emptyListText } from '../../../components/admin/empty-list-text';
import { useListParams } from '../../../components/admin/use-list-params';
import { useOnboardingQuantities } from '../../../lib/admin-api/get-onboarding-quantities';
import { errorMessageOf } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ONBOARDINGS_PAGE_SIZE, useAdminOnboardings } from '../api/list-onboardings';
import { RestrictedListView } from './RestrictedListView';
import { dayOverHour, twoLines } from '../../../components/admin/two-lines';

/** The states that wait for the back office come first in the filter. */
const waiting: OnboardingState[] = [
  'WAITING_FOR_APPROVAL',
  'IN_VERIFICATION',
  'ON_HOLD',
  'WAITING_FOR_CANCEL',
];
const stateOrder = [...waiting, ...onboardingStates.filter((s) => !waiting.includes(s))];
const stateColor = (state: string): 'warning' | 'success' | 'error' | 'default' =>
  waiting.includes(state as OnboardingState)
    ? 'warning'
    : state === 'APPROVED'
      ? 'success'
      : state === 'DISAPPROVED'
        ? 'error'
        : 'default';

const columns: AdminColumn<ReviewListItem>[] = [
  {
    label: 'Creada',
    render: (o) => dayOverHour(o.createdAt),
  },
  {
    label: 'Inversionista',
    render: (o) =>
      twoLines(
        [o.user.name, o.user.lastName, o.user.secondLastName].filter(Boolean).join(' '),
        `${o.user.documentType ?? 'DNI'} ${o.user.documentNumber ?? '—'} · ${o.user.email}`,
      ),
  },
  {
    label: 'Fondo',
    render: (o) => twoLines(o.product.name, currencyLabel(currencyNames, o.product.currency)),
  },
  {
    // The contract's state under the onboarding's: one column less, so the list fits a 1280 px
    // screen beside the menu.
    label: 'Estado',
    render: (o) => (
      <Box>
        <Chip
          size="small"
          color={stateColor(o.state)}
          label={onboardingStateLabels[o.state as OnboardingState] ?? o.state}
        />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          Contrato: {contractStateLabels[o.keynuaContractState as ContractState] ?? o.keynuaContractState}
        </Typography>
      </Box>
    ),
  },
  {
    label: 'Actualizada',
    render: (o) => dayOverHour(o.updatedAt),
  },
];

/**
 * /admin/onboardings: every onboarding by state (with how many each has), searchable by the
 * investor's names, e-mail or document and by creation dates, paged by the server. The filters live
 * in the URL so a reviewer can share a view.
 */
export default function AdminOnboardingsPage() {
  const { params, set, page, setPage, clear } = useListParams();
  const names = params.get('q') ?? '';
  const settledNames = useDebouncedValue(names, 300);
  const filter = {
    state: params.get('estado') ?? undefined,
    names: settledNames.trim() || undefined,
    dateFrom: params.get('desde') ?? undefined,
    dateTo: params.get('hasta') ?? undefined,
    page,
  };
  const quantities = useOnboardingQuantities();
  const list = useAdminOnboardings(filter);
  const count = (state: string) => quantities.data?.byState[state] ?? 0;
  const waitingNow = waiting.reduce((n, s) => n + count(s), 0);

  if (params.get('vista') === 'lista-restringida') return <RestrictedListView onBack={clear} />;

  return (
    <AdminPage
      title="Solicitudes de inversión"
      subtitle={
        quantities.data
          ? `${countOf(quantities.data.total, 'solicitud', 'solicitudes')}; ${formatCount(waitingNow)} ${waitingNow === 1 ? 'espera' : 'esperan'} una revisión.`
          : 'Las solicitudes de inversión de los inversionistas, por estado.'
      }
      actions={
        <Button
          variant="outlined"
          onClick={() => set('vista', 'lista-restringida')}
          data-testid="onboardings-restricted"
        >
          Lista restringida
        </Button>
      }
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="onboarding-waiting">
        {waiting.map((s) => (
          <Chip
            key={s}
            label={`${onboardingStateLabels[s]}: ${formatCount(count(s))}`}
            color={filter.state === s ? 'primary' : 'default'}
            variant={filter.state === s ? 'filled' : 'outlined'}
            onClick={() => set('estado', filter.state === s ? '' : s)}
          />
        ))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <TextField
          size="small"
          label="Buscar por nombre, correo o documento"
          value={names}
          onChange={(e) => set('q', e.target.value)}
          sx={{ minWidth: { xs: '100%', sm: 320 } }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'onboardings-search' } }}
        />
        <TextField
          select
          size="small"
          label="Estado"
          value={filter.state ?? ''}
          onChange={(e) => set('estado', e.target.value)}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'onboardings-state' },
          }}
          sx={{ minWidth: 240 }}
        >
          <option value="">Todos ({quantities.data ? formatCount(quantities.data.total) : '…'})</option>
          {stateOrder.map((s) => (
            <option key={s} value={s}>
              {onboardingStateLabels[s]} ({formatCount(count(s))})
            </option>
          ))}
        </TextField>
        <DateRangeFields from={filter.dateFrom} to={filter.dateTo} set={set} fromLabel="Creada desde" />
        {[...params.keys()].length > 0 && <Button onClick={clear}>Quitar filtros</Button>}
      </Stack>
      <AdminTable
        rows={list.data?.items}
        columns={columns}
        rowKey={(o) => o._id}
        loading={list.isLoading}
        error={list.isError ? errorMessageOf(list.error) : null}
        onRetry={() => void list.refetch()}
        empty={emptyListText(
          { none: 'Aún no hay solicitudes de inversión.', noMatch: 'Ninguna solicitud coincide con' },
          {
            search: Boolean(filter.names),
            filters: Boolean(filter.state || filter.dateFrom || filter.dateTo),
          },
        )}
        pageSize={ONBOARDINGS_PAGE_SIZE}
        serverPaging={
          list.data && { total: list.data.total, more: list.data.more, page: list.data.page, onPage: setPage }
        }
        actions={(o) => (
          <Button size="small" variant="outlined" component={RouterLink} to={`/admin/onboardings/${o._id}`}>
            Revisar
          </Button>
        )}
        testId="admin-onboardings"
      />
    </AdminPage>
  );
}
