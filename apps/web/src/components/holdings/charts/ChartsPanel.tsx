import {
  currencyCodes,
  formatCurrency,
  type ChartGranularity,
  type CurrencyCode,
  type PortfolioFund,
  isZeroDecimal,
  currencyNames,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useGlobalInvestmentHistory } from '../../../lib/portfolio-api/get-global-investment-history';
import { useIncomeAndExpenses } from '../../../lib/portfolio-api/get-income-and-expenses';
import { useIncomeAndExpensesHistory } from '../../../lib/portfolio-api/get-income-and-expenses-history';
import { useInvestmentHistory } from '../../../lib/portfolio-api/get-investment-history';
import { peruvianDate } from '../../../lib/peru-dates';
import { Figure } from '../../Figure';
import { CashBarChart, ValueLineChart, type CashMonth, type ValuePoint } from './ChartDrawings';
import { fromFirstHolding } from './chart-points';

const CHART_HEIGHT = 280;

/** The periods offered: the last N calendar months; short periods day by day, long ones by month. */
const periods = [
  { months: 3, label: '3M', name: '3 meses', granularity: 'day' },
  { months: 6, label: '6M', name: '6 meses', granularity: 'day' },
  { months: 12, label: '1A', name: '12 meses', granularity: 'month' },
  { months: 24, label: '2A', name: '24 meses', granularity: 'month' },
] as const satisfies ReadonlyArray<{
  months: number;
  label: string;
  name: string;
  granularity: ChartGranularity;
}>;

const ALL = 'all';

const ChartStandIn = () => <Skeleton variant="rounded" height={CHART_HEIGHT} />;

function ChartCard({
  title,
  subtitle,
  children,
  testId,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }} data-testid={testId}>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {subtitle}
      </Typography>
      {children}
    </Paper>
  );
}

/** What stands where a chart goes while it loads, when it failed, or when there is nothing to draw. */
function ChartState({
  query,
  empty,
  emptyText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (query.isPending) return <ChartStandIn />;
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        }
      >
        No pudimos cargar el gráfico. Vuelve a intentarlo.
      </Alert>
    );
  if (empty)
    return (
      <Box
        sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}
        data-testid="chart-empty"
      >
        <Typography color="text.secondary">{emptyText}</Typography>
      </Box>
    );
  return children;
}

// Two columns on a phone keep each amount on one line; three from the small breakpoint on.
const figuresSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
  mb: 2,
} as const;

function ValueCard({
  fund,
  currency,
  period,
}: {
  fund: PortfolioFund | null;
  currency: CurrencyCode;
  period: (typeof periods)[number];
}) {
  const global = useGlobalInvestmentHistory(period.months, period.granularity, fund === null);
  const one = useInvestmentHistory(fund?.productId ?? null, period.months, period.granularity);
  const query = fund ? one : global;
  const points: ValuePoint[] = fromFirstHolding(
    fund
      ? (one.data?.points ?? [])
      : (global.data?.series.find((s) => s.currency.code === currency)?.points ?? []),
  );
  const last = points.at(-1);
  const empty = points.length === 0;
  return (
    <ChartCard
      title="Evolución de tu inversión"
      subtitle={`${fund ? fund.productName : 'Todo tu portafolio'} en ${currencyNames[currency].toLowerCase()}: el valor de tus cuotas y el capital que invertiste.`}
      testId="chart-value"
    >
      {last && !empty && (
        <Box sx={figuresSx}>
          <Figure
            label={`Valor al ${peruvianDate(last.date)}`}
            value={formatCurrency(last.value, currency)}
            testId="chart-value-last"
          />
          <Figure
            label="Capital invertido"
            value={formatCurrency(last.invested, currency)}
            testId="chart-invested-last"
          />
          <Figure label="Ganancia" value={formatCurrency(last.gain, currency)} testId="chart-result" />
        </Box>
      )}
      <ChartState query={query} empty={empty} emptyText="Aún no tienes cuotas en este periodo.">
        <ValueLineChart points={points} currency={currency} granularity={period.granularity} />
      </ChartState>
    </ChartCard>
  );
}

function CashCard({ currency, period }: { currency: CurrencyCode; period: (typeof periods)[number] }) {
  const history = useIncomeAndExpensesHistory(period.months);
  const totals = useIncomeAndExpenses(period.months);
  const months: CashMonth[] = history.data?.series.find((s) => s.currency.code === currency)?.months ?? [];
  const total = totals.data?.totals.find((t) => t.currency.code === currency);
  const empty = months.every((m) => isZeroDecimal(m.income) && isZeroDecimal(m.expenses));
  return (
    <ChartCard
      title="Ingresos y egresos"
      subtitle={`Lo que invertiste (suscripciones) y lo que te pagamos (rescates), mes a mes, en ${currencyNames[currency].toLowerCase()}.`}
      testId="chart-cash"
    >
      {total && !empty && (
        <Box sx={figuresSx}>
          <Figure label="Ingresos" value={formatCurrency(total.income, currency)} testId="cash-income" />
          <Figure label="Egresos" value={formatCurrency(total.expenses, currency)} testId="cash-expenses" />
          <Figure label="Neto" value={formatCurrency(total.net, currency)} testId="cash-net" />
        </Box>
      )}
      <ChartState
        query={history}
        empty={empty}
        emptyText="No hubo suscripciones ni rescates pagados en este periodo."
      >
        <CashBarChart months={months} currency={currency} />
      </ChartState>
    </ChartCard>
  );
}

/**
 * The charts with their choices (scope, currency, period) and their loading, empty and error states.
 * Loaded lazily with the chart library (PortfolioCharts), so none of it is in the first view.
 */
export default function ChartsPanel({ funds }: { funds: readonly PortfolioFund[] }) {
  const [scope, setScope] = useState<string>(ALL);
  const [months, setMonths] = useState<number>(12);
  // Soles first, then dollars, whatever the order of the funds.
  const held = currencyCodes.filter((code) => funds.some((f) => f.currency.code === code));
  const [chosenCurrency, setCurrency] = useState<CurrencyCode>(held[0] ?? 'PEN');
  const fund = funds.find((f) => f.productId === scope) ?? null;
  const currency = fund ? fund.currency.code : chosenCurrency;
  const period = periods.find((p) => p.months === months) ?? periods[2];
  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label="Ver"
          value={scope}
          onChange={(e) => setScope(e.target.value)}
          sx={{ minWidth: 220 }}
          slotProps={{ htmlInput: { 'data-testid': 'chart-scope' } }}
        >
          <MenuItem value={ALL}>Todo el portafolio</MenuItem>
          {funds.map((f) => (
            <MenuItem key={f.productId} value={f.productId}>
              {f.productName} ({currencyNames[f.currency.code].toLowerCase()})
            </MenuItem>
          ))}
        </TextField>
        {!fund && held.length > 1 && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={currency}
            onChange={(_e, next: CurrencyCode | null) => next && setCurrency(next)}
            aria-label="Moneda"
          >
            {held.map((code) => (
              <ToggleButton key={code} value={code} sx={{ px: 2 }}>
                {currencyNames[code]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={months}
          onChange={(_e, next: number | null) => next && setMonths(next)}
          aria-label="Periodo"
          sx={{ ml: { sm: 'auto' } }}
        >
          {periods.map((p) => (
            <ToggleButton
              key={p.months}
              value={p.months}
              // The name starts with what the button shows ("3M"), then says it in words.
              aria-label={`${p.label}: ${p.name}`}
              sx={{ px: 1.5, flex: { xs: 1, sm: 'none' } }}
            >
              {p.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'minmax(0, 1fr)',
        }}
      >
        <ValueCard fund={fund} currency={currency} period={period} />
        <CashCard currency={currency} period={period} />
      </Box>
    </Box>
  );
}
