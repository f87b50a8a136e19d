import {
  type CurrencyCode,
  currencyWords,
  formatCurrency,
  formatQuotas,
  formatQuotaValue,
  type MovementRow,
  type MovementStatus,
} from '@invierte/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-client';
import { peruvianDate } from '../../../lib/peru-dates';
import { useDownloadMovementsXlsx } from '../api/download-movements-xlsx';
import { useMovementResources } from '../api/get-movement-resources';
import { MOVEMENTS_PAGE_SIZE, useMovements } from '../api/list-movements';
import { filtersFrom, type MovementFilters } from '../api/movement-filters';

const statusColor: Record<MovementStatus, 'success' | 'warning' | 'default' | 'error'> = {
  APPROVED: 'success',
  PENDING: 'warning',
  CANCELED: 'default',
  REJECTED: 'error',
};

const quotasOf = (m: MovementRow) => formatQuotas(m.quotas);
const amountOf = (m: MovementRow) => formatCurrency(m.amount, m.currency.code);
const StatusChip = ({ m }: { m: MovementRow }) => (
  <Chip size="small" color={statusColor[m.status]} label={m.statusLabel} />
);

function MovementsTable({ rows }: { rows: MovementRow[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            {['Fecha', 'Fondo', 'Operación', 'Estado', 'Cuotas', 'Valor cuota', 'Monto'].map((h, i) => (
              <TableCell key={h} align={i >= 4 ? 'right' : 'left'} sx={{ fontWeight: 700 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((m) => (
            <TableRow key={m.id} data-testid="movement-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{peruvianDate(m.date)}</TableCell>
              <TableCell>
                {m.productName} ({currencyWords[m.currency.code]})
              </TableCell>
              <TableCell>{m.typeLabel}</TableCell>
              <TableCell>
                <StatusChip m={m} />
              </TableCell>
              <TableCell align="right">{quotasOf(m)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatQuotaValue(m.quotaValue, m.currency.symbol)}
                {m.quotaValueDate && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    del {peruvianDate(m.quotaValueDate)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {amountOf(m)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function MovementCards({ rows }: { rows: MovementRow[] }) {
  return (
    <Stack spacing={1.5}>
      {rows.map((m) => (
        <Paper key={m.id} variant="outlined" sx={{ p: 2 }} data-testid="movement-row">
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{m.typeLabel}</Typography>
            <StatusChip m={m} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {peruvianDate(m.date)} · {m.productName} ({currencyWords[m.currency.code]})
          </Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
            <Typography variant="body2">
              {quotasOf(m)} cuotas
              {m.quotaValueDate &&
                ` a ${formatQuotaValue(m.quotaValue, m.currency.symbol)} (valor cuota del ${peruvianDate(m.quotaValueDate)})`}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{amountOf(m)}</Typography>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /portafolio/movimientos: the investor's movements with filters kept in the URL, server-side
 * paging, a table on wide screens and cards on phones, and the Excel download of what is filtered.
 */
export default function MovementsPage({ currency }: { currency?: CurrencyCode } = {}) {
  const [params, setParams] = useSearchParams();
  const filters = { ...filtersFrom(params), ...(currency && { currency }) };
  const resources = useMovementResources();
  const movements = useMovements(filters);
  const download = useDownloadMovementsXlsx();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));

  const setFilter = (key: keyof Omit<MovementFilters, 'page'>, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const select = (key: 'productId' | 'type' | 'status', label: string, options: Array<[string, string]>) => (
    <TextField
      select
      size="small"
      label={label}
      value={filters[key] ?? ''}
      onChange={(e) => setFilter(key, e.target.value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': `filter-${key}` },
      }}
      sx={{ minWidth: { sm: 170 } }}
    >
      <option value="">Todos</option>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </TextField>
  );
  const date = (key: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={filters[key] ?? ''}
      onChange={(e) => setFilter(key, e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `filter-${key}` } }}
    />
  );
  const data = movements.data;
  const filtered = Object.keys(filters).some((k) => k !== 'page' && k !== 'currency');

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2, mb: 3 }}
      >
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
        >
          {currency ? `Movimientos en ${currencyWords[currency]}` : 'Movimientos'}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={download.isPending}
          disabled={!data || data.total === 0}
          onClick={() => download.mutate(filters)}
          data-testid="movements-xlsx"
        >
          Descargar Excel
        </Button>
      </Stack>
      {/* On a phone the filters line up two by two, the fund (the longest names) across the row. */}
      <Box
        sx={{
          display: { xs: 'grid', sm: 'flex' },
          gridTemplateColumns: '1fr 1fr',
          flexWrap: 'wrap',
          gap: 1.5,
          mb: 2,
          '& > :first-of-type, & > button': { gridColumn: '1 / -1' },
        }}
      >
        {select(
          'productId',
          'Fondo',
          (resources.data?.products ?? [])
            .filter((p) => !currency || p.currency.code === currency)
            .map((p) => [p.id, `${p.name} (${currencyWords[p.currency.code]})`]),
        )}
        {select(
          'type',
          'Operación',
          (resources.data?.types ?? []).map((t) => [t.key, t.label]),
        )}
        {select(
          'status',
          'Estado',
          (resources.data?.statuses ?? []).map((s) => [s.key, s.label]),
        )}
        {date('from', 'Desde')}
        {date('to', 'Hasta')}
        {filtered && (
          <Button onClick={() => setParams({}, { replace: true })} data-testid="filters-clear">
            Quitar filtros
          </Button>
        )}
      </Box>
      {download.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessageOf(download.error)}
        </Alert>
      )}
      {movements.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void movements.refetch()}>
              Reintentar
            </Button>
          }
        >
          {errorMessageOf(movements.error)}
        </Alert>
      )}
      {movements.isPending && <Skeleton variant="rounded" height={280} />}
      {data && data.total === 0 && (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
          data-testid="movements-empty"
        >
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {filtered ? 'Ningún movimiento coincide con los filtros' : 'Aún no tienes movimientos'}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {filtered
              ? 'Prueba con otras fechas o quita los filtros.'
              : 'Tus suscripciones y rescates aparecerán aquí.'}
          </Typography>
        </Paper>
      )}
      {data && data.total > 0 && (
        <Box sx={{ opacity: movements.isPlaceholderData ? 0.6 : 1 }}>
          {wide ? <MovementsTable rows={data.items} /> : <MovementCards rows={data.items} />}
          <TablePagination
            component="div"
            count={data.total}
            page={data.page - 1}
            rowsPerPage={MOVEMENTS_PAGE_SIZE}
            rowsPerPageOptions={[MOVEMENTS_PAGE_SIZE]}
            onPageChange={(_e, next) => {
              const p = new URLSearchParams(params);
              p.set('page', String(next + 1));
              setParams(p);
            }}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          />
        </Box>
      )}
    </Box>
  );
}
