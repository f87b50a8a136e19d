import {
  type AdminUserItem,
  type AdminUserList,
  type AdminUserSort,
  currencyIsoSymbols,
  currencyLabel,
  formatQuotas,
} from '@invierte/domain';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useListParams } from '../../../components/admin/use-list-params';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { emptyListText } from '../../../components/admin/empty-list-text';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { errorMessageOf } from '../../../lib/api-client';
import { limaDate, peruvianDate } from '../../../lib/peru-dates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { USERS_PAGE_SIZE } from '../api/keys';
import type { UsersFilter } from '../api/list-participants';
import { AnswersDialog } from './AnswersDialog';
import { DisableUserDialog } from './DisableUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { fullName } from './user-name';
import { twoLines } from '../../../components/admin/two-lines';

/** The sort choices, as the URL names them. */
const sorts: Record<string, { label: string; sort: AdminUserSort; direction: 'asc' | 'desc' }> = {
  recientes: { label: 'Más recientes', sort: 'createdAt', direction: 'desc' },
  antiguos: { label: 'Más antiguos', sort: 'createdAt', direction: 'asc' },
  nombre: { label: 'Nombre (A–Z)', sort: 'name', direction: 'asc' },
  correo: { label: 'Correo (A–Z)', sort: 'email', direction: 'asc' },
  documento: { label: 'Documento', sort: 'documentNumber', direction: 'asc' },
};
const statuses: Record<string, { label: string; status?: 'ACTIVE' | 'DISABLED' }> = {
  '': { label: 'Todas' },
  activas: { label: 'Activas', status: 'ACTIVE' },
  desactivadas: { label: 'Desactivadas', status: 'DISABLED' },
};

/** The search, status, sort and page a users list shows, kept in the URL so a view can be shared. */
export function useUsersFilter(): {
  filter: UsersFilter;
  search: string;
  params: URLSearchParams;
  set: (key: string, value: string) => void;
  setPage: (page: number) => void;
} {
  const { params, set, page, setPage } = useListParams();
  const search = params.get('q') ?? '';
  const settled = useDebouncedValue(search, 300);
  const sort = sorts[params.get('orden') ?? ''] ?? sorts.recientes!;
  const filter: UsersFilter = {
    search: settled.trim() || undefined,
    status: statuses[params.get('estado') ?? '']?.status,
    sort: sort.sort,
    direction: sort.direction,
    page,
    limit: USERS_PAGE_SIZE,
  };
  return { filter, search, params, set, setPage };
}

/**
 * One page of users with search, status and sort, their holdings when asked, and the corrections an
 * administrator with `user.write` may make (edit, disable or enable, each confirmed).
 */
export function UsersList({
  query,
  showHoldings,
  words,
  testId,
}: {
  query: UseQueryResult<AdminUserList>;
  showHoldings: boolean;
  words: { search: string; empty: { none: string; noMatch: string } };
  testId: string;
}) {
  const { search, params, set, setPage } = useUsersFilter();
  const canWrite = useCan('user.write');
  const [editing, setEditing] = useState<AdminUserItem | null>(null);
  const [toggling, setToggling] = useState<AdminUserItem | null>(null);
  const [reading, setReading] = useState<AdminUserItem | null>(null);

  const columns: AdminColumn<AdminUserItem>[] = [
    { label: 'Nombre', render: (u) => twoLines(fullName(u) || '—', u.email) },
    {
      label: 'Documento',
      render: (u) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Typography variant="body2">
            {u.documentNumber ? `${u.documentType ?? ''} ${u.documentNumber}`.trim() : 'Sin documento'}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {u.participantSince
              ? `Partícipe desde el ${peruvianDate(u.participantSince)}`
              : `Desde el ${limaDate(u.createdAt)}`}
          </Typography>
        </Box>
      ),
    },
    ...(showHoldings
      ? [
          {
            label: 'Cuotas',
            render: (u: AdminUserItem) =>
              u.holdings.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Sin cuotas
                </Typography>
              ) : (
                <Stack spacing={0.25} data-testid="user-holdings">
                  {u.holdings.map((h) => (
                    <Typography key={h.productId} variant="body2">
                      {h.productName} ({currencyLabel(currencyIsoSymbols, h.currency)}):{' '}
                      <strong>{formatQuotas(h.quotas, { dropZeroDecimals: true })}</strong>
                    </Typography>
                  ))}
                </Stack>
              ),
          },
        ]
      : []),
    {
      label: 'Estado',
      render: (u) => (
        <Stack
          direction="row"
          sx={{ gap: 0.5, flexWrap: 'wrap', justifyContent: { xs: 'flex-end', md: 'flex-start' } }}
        >
          <Chip
            size="small"
            color={u.disabled ? 'error' : 'success'}
            label={u.disabled ? 'Desactivada' : 'Activa'}
          />
          {u.affluent && <Chip size="small" variant="outlined" label="Preferente" />}
          {!u.emailVerified && (
            <Chip size="small" variant="outlined" color="warning" label="Correo sin verificar" />
          )}
        </Stack>
      ),
    },
  ];

  const data = query.data;
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <TextField
          size="small"
          label={words.search}
          value={search}
          onChange={(e) => set('q', e.target.value)}
          sx={{ minWidth: { xs: '100%', sm: 340 } }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': `${testId}-search` } }}
        />
        <TextField
          select
          size="small"
          label="Cuentas"
          value={params.get('estado') ?? ''}
          onChange={(e) => set('estado', e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160, flex: { xs: 1, sm: 'none' } }}
        >
          {Object.entries(statuses).map(([key, s]) => (
            <option key={key} value={key}>
              {s.label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Ordenar por"
          value={params.get('orden') ?? 'recientes'}
          onChange={(e) => set('orden', e.target.value === 'recientes' ? '' : e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180, flex: { xs: 1, sm: 'none' } }}
        >
          {Object.entries(sorts).map(([key, s]) => (
            <option key={key} value={key}>
              {s.label}
            </option>
          ))}
        </TextField>
      </Stack>
      <AdminTable
        rows={data?.items}
        columns={columns}
        rowKey={(u) => u.id}
        loading={query.isPending}
        error={query.isError ? errorMessageOf(query.error) : null}
        onRetry={() => void query.refetch()}
        empty={emptyListText(words.empty, {
          search: search.trim() !== '',
          filters: Boolean(params.get('estado')),
        })}
        pageSize={USERS_PAGE_SIZE}
        serverPaging={data && { total: data.total, more: data.more, page: data.page, onPage: setPage }}
        actions={(u) =>
          u.profile === 'ADMIN' ? (
            <Typography variant="caption" color="text.secondary">
              Se gestiona en Permisos
            </Typography>
          ) : (
            <Stack
              direction="row"
              sx={{
                gap: 1,
                justifyContent: 'flex-end',
                alignItems: 'center',
                flexWrap: 'wrap',
                ml: 'auto',
                // In one line only where the table has room: at 1280 px beside the side menu the row
                // overflowed it (a table cell grows to its content, so only a width bound wraps it).
                maxWidth: { md: 190 },
                '@media (min-width: 1440px)': { flexWrap: 'nowrap', maxWidth: 'none' },
              }}
            >
              <Tooltip title="Ver cuestionario de perfil">
                <IconButton
                  size="small"
                  color="primary"
                  aria-label="Ver cuestionario de perfil"
                  onClick={() => setReading(u)}
                  data-testid="user-answers"
                >
                  <QuizOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              {canWrite && (
                <>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setEditing(u)}
                    data-testid="user-edit"
                  >
                    Editar
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    color={u.disabled ? 'primary' : 'error'}
                    onClick={() => setToggling(u)}
                    data-testid="user-toggle"
                  >
                    {u.disabled ? 'Activar' : 'Desactivar'}
                  </Button>
                </>
              )}
            </Stack>
          )
        }
        testId={testId}
      />
      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
      {toggling && <DisableUserDialog user={toggling} onClose={() => setToggling(null)} />}
      {reading && <AnswersDialog user={reading} onClose={() => setReading(null)} />}
    </>
  );
}
