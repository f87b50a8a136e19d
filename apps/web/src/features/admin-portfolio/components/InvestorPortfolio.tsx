import {
  type AdminUserItem,
  type CurrencyCode,
  currencyWords,
  formatCurrency,
  formatExchangeRate,
  formatGain,
  formatMoney,
  formatPercent,
  formatQuotas,
  formatQuotaValue,
  type InvestmentsResume,
  isPositiveDecimal,
  type MovementRow,
  movementStatuses,
  movementStatusLabels,
  movementTypeLabels,
  movementTypes,
  type PortfolioFund,
  type PortfolioInvestment,
} from '@invierte/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { investorFullName } from '../../../components/admin/InvestorPicker';
import { errorMessageOf } from '../../../lib/api-client';
import { peruvianDate } from '../../../lib/peru-dates';
import { downloadMovements } from '../api/download-movements';
import { useInvestorInvestments } from '../api/get-investments';
import { useInvestorResume } from '../api/get-resume';
import { useInvestorMovements, type MovementFilters } from '../api/list-movements';

const money = (value: string, symbol: string) => formatMoney(value, { symbol });

/** A fund held, with its cost, gain and annual return as the investor's pages show them. */
type FundRow = PortfolioFund & { figures: PortfolioInvestment | undefined };

const percentText = (p: string | null | undefined) => (p ? formatPercent(p) : '—');
const gainText = (f: { gain: string | null; gainPercent: string | null }, currency: CurrencyCode) =>
  f.gain ? formatGain(f.gain, f.gainPercent, currency) : '—';

/** A currency's invested capital, gain and annual return, under its total. */
function CurrencyFigures({
  figures,
  currency,
}: {
  figures: InvestmentsResume | undefined;
  currency: InvestmentsResume['currency'];
}) {
  if (!figures) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid={`portfolio-figures-${currency.code}`}>
      {`Capital invertido ${money(figures.invested, currency.symbol)} · Ganancia ${gainText(figures, currency.code)} · TIR anual ${percentText(figures.annualReturn)}`}
    </Typography>
  );
}

const fundColumns: AdminColumn<FundRow>[] = [
  {
    label: 'Fondo',
    render: (f) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {f.productName}
        </Typography>
        {/* A fund's code and currency are read as one label: never broken over two lines. */}
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {f.productCode} · {f.currency.code}
        </Typography>
      </>
    ),
  },
  {
    // The quota value under the quotas reads as the product the next column shows; one column
    // instead of two keeps the table inside a 1280 px laptop's screen beside the sidebar.
    label: 'Cuotas × valor cuota',
    align: 'right',
    render: (f) => (
      <>
        <Typography variant="body2">{formatQuotas(f.quotas)}</Typography>
        {isPositiveDecimal(f.reservedQuotas) && (
          <Typography variant="caption" color="text.secondary" component="p">
            {formatQuotas(f.reservedQuotas)} reservadas
          </Typography>
        )}
        {f.quotaValue ? (
          <Typography variant="caption" color="text.secondary" component="p">
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              × {formatQuotaValue(f.quotaValue, f.currency.symbol)}
            </Box>{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              al {peruvianDate(f.quotaValueDate ?? '')}
            </Box>
          </Typography>
        ) : (
          <Typography variant="caption" color="text.secondary" component="p">
            Sin valor publicado
          </Typography>
        )}
      </>
    ),
  },
  {
    label: 'Valor',
    align: 'right',
    render: (f) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {f.value ? money(f.value, f.currency.symbol) : '—'}
      </Typography>
    ),
  },
  {
    label: 'Capital invertido',
    align: 'right',
    render: (f) => (f.figures ? money(f.figures.invested, f.currency.symbol) : '—'),
  },
  {
    label: 'Ganancia',
    align: 'right',
    render: (f) => (f.figures ? gainText(f.figures, f.currency.code) : '—'),
  },
  {
    label: 'TIR anual',
    align: 'right',
    render: (f) => percentText(f.figures?.annualReturn),
  },
];

const movementColumns: AdminColumn<MovementRow>[] = [
  { label: 'Fecha', render: (m) => peruvianDate(m.date) },
  {
    label: 'Fondo',
    render: (m) => (
      <>
        <Typography variant="body2">{m.productName}</Typography>
        <Typography variant="caption" color="text.secondary">
          {m.currency.code}
        </Typography>
      </>
    ),
  },
  { label: 'Operación', render: (m) => m.typeLabel },
  {
    label: 'Estado',
    render: (m) => (
      <Chip
        size="small"
        label={m.statusLabel}
        color={m.status === 'APPROVED' ? 'success' : m.status === 'PENDING' ? 'warning' : 'default'}
        variant="outlined"
      />
    ),
  },
  { label: 'Cuotas', align: 'right', render: (m) => formatQuotas(m.quotas) },
  { label: 'Valor cuota', align: 'right', render: (m) => formatQuotaValue(m.quotaValue, m.currency.symbol) },
  { label: 'Monto', align: 'right', render: (m) => money(m.amount, m.currency.symbol) },
];

const noFilters: MovementFilters = { type: '', status: '', from: '', to: '' };

/** The chosen investor's holdings, their total in soles, and their movements with the Excel download. */
export function InvestorPortfolio({ investor }: { investor: AdminUserItem }) {
  const investments = useInvestorInvestments(investor.id);
  const resume = useInvestorResume(investor.id);
  const [filters, setFilters] = useState<MovementFilters>(noFilters);
  const [page, setPage] = useState(1);
  const movements = useInvestorMovements(investor.id, filters, page);
  const download = useMutation({ mutationFn: downloadMovements });
  const totalsOf = (code: string) => investments.data?.totals.find((t) => t.currency.code === code);
  const filtered = Object.values(filters).some(Boolean);
  const filter = (patch: Partial<MovementFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 1 }, alignItems: { sm: 'baseline' } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {investorFullName(investor)}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {investor.email}
          {investor.documentNumber ? ` · ${investor.documentType ?? 'Doc.'} ${investor.documentNumber}` : ''}
        </Typography>
      </Stack>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="portfolio-resume">
        {resume.isError ? (
          <Alert severity="error">{errorMessageOf(resume.error)}</Alert>
        ) : !resume.data ? (
          <Skeleton variant="rounded" height={88} />
        ) : (
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { xs: 2, md: 4 } }}>
            <Box sx={{ minWidth: 220 }}>
              <Typography variant="overline" color="text.secondary">
                Total en soles
              </Typography>
              <Typography
                variant="h4"
                component="p"
                sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
                data-testid="portfolio-total-pen"
              >
                {resume.data.total ? money(resume.data.total, resume.data.currency.symbol) : '—'}
              </Typography>
            </Box>
            <Stack sx={{ flex: 1, gap: 1.5, justifyContent: 'center' }}>
              {resume.data.byCurrency.length === 0 && (
                <Typography color="text.secondary">No tiene cuotas en ningún fondo.</Typography>
              )}
              {resume.data.byCurrency.map((c) => (
                <Box key={c.currency.code}>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                    <Typography color="text.secondary">
                      {`Fondos en ${currencyWords[c.currency.code]}`} ({c.funds})
                    </Typography>
                    {/* At the right; on a phone under its label, and the soles equivalent never split. */}
                    <Typography sx={{ fontWeight: 600, ml: 'auto', textAlign: 'right' }}>
                      {money(c.total, c.currency.symbol)}
                      {c.currency.code !== 'PEN' && c.totalPen && (
                        <Box
                          component="span"
                          sx={{ whiteSpace: 'nowrap' }}
                        >{` ≈ ${formatCurrency(c.totalPen, 'PEN')}`}</Box>
                      )}
                    </Typography>
                  </Stack>
                  <CurrencyFigures figures={totalsOf(c.currency.code)} currency={c.currency} />
                </Box>
              ))}
              <Typography variant="caption" color="text.secondary" data-testid="portfolio-rate">
                {resume.data.exchangeRate
                  ? `Dólares convertidos al tipo de cambio compra ${formatExchangeRate(resume.data.exchangeRate.buy)} del ${peruvianDate(resume.data.exchangeRate.date)} (${resume.data.exchangeRate.source}).`
                  : resume.data.total === null
                    ? 'No hay un tipo de cambio publicado: el total en soles no se puede calcular.'
                    : 'Sin tipo de cambio publicado.'}
              </Typography>
            </Stack>
          </Stack>
        )}
      </Paper>

      <Box>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          Inversiones
        </Typography>
        <AdminTable
          rows={investments.data?.funds.map((f) => ({
            ...f,
            figures: investments.data.investments.find((i) => i.productId === f.productId),
          }))}
          columns={fundColumns}
          rowKey={(f) => f.productId}
          loading={investments.isPending}
          error={investments.isError ? errorMessageOf(investments.error) : null}
          onRetry={() => void investments.refetch()}
          empty="No tiene cuotas en ningún fondo."
          testId="portfolio-funds"
        />
      </Box>

      <Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1.5, mb: 1.5 }}
        >
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            Movimientos
          </Typography>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            loading={download.isPending}
            onClick={() => download.mutate({ userId: investor.id, filters })}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, whiteSpace: 'nowrap' }}
            data-testid="portfolio-movements-xlsx"
          >
            Descargar Excel
          </Button>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 200px))' },
            gap: 1.5,
            mb: 2,
          }}
        >
          <TextField
            select
            size="small"
            label="Operación"
            value={filters.type}
            onChange={(e) => filter({ type: e.target.value as MovementFilters['type'] })}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            data-testid="portfolio-filter-type"
          >
            <MenuItem value="">Todas</MenuItem>
            {movementTypes.map((t) => (
              <MenuItem key={t} value={t}>
                {movementTypeLabels[t]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Estado"
            value={filters.status}
            onChange={(e) => filter({ status: e.target.value as MovementFilters['status'] })}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">Todos</MenuItem>
            {movementStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {movementStatusLabels[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label="Desde"
            value={filters.from}
            onChange={(e) => filter({ from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label="Hasta"
            value={filters.to}
            onChange={(e) => filter({ to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <AdminTable
          rows={movements.data?.items}
          columns={movementColumns}
          rowKey={(m) => m.id}
          loading={movements.isPending}
          error={movements.isError ? errorMessageOf(movements.error) : null}
          onRetry={() => void movements.refetch()}
          empty={filtered ? 'Ningún movimiento coincide con los filtros.' : 'Aún no tiene movimientos.'}
          serverPaging={
            movements.data
              ? { total: movements.data.total, page: movements.data.page, onPage: setPage }
              : undefined
          }
          pageSize={10}
          testId="portfolio-movements"
        />
        {download.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessageOf(download.error)}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
