import {
  type CurrencyCode,
  currencyNames,
  currencyWords,
  formatCurrency,
  formatQuotas,
  formatQuotaValue,
  isPositiveDecimal,
  type PortfolioFund,
} from '@invierte/domain';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { withChunkReload } from '../../lib/chunk-reload';
import { useFunds } from '../../lib/portfolio-api/get-funds';
import { currencyPaths } from '../../lib/portfolio-api/currency-paths';
import { PortfolioCharts } from './PortfolioCharts';
import { useTotalPendingRescues } from '../../lib/portfolio-api/get-total-pending-rescues';
import { peruvianDate } from '../../lib/peru-dates';
import { useResume } from '../../lib/portfolio-api/get-resume';
import { Figure, FigureGrid } from '../Figure';
import { useInvestmentsResume } from '../../lib/portfolio-api/get-investments-resume';
import { ReturnFigures, WIDE_CARD } from './ReturnFigures';

// Below the holdings, for a holder only: its period picker (toggle buttons, selects, dates) loads
// after the first view instead of inside /portafolio's first-view budget.
const PortfolioDocuments = lazy(
  withChunkReload(() => import('./PortfolioDocuments').then((m) => ({ default: m.PortfolioDocuments }))),
);

const RESCUE_PATH = '/portafolio/movimientos/rescatar-cuotas';
/** The fund's own page (requirements R2 /portafolio/{fund}/{currency}/{code}): its figures, operations and payout account. */
const fundPath = (fund: PortfolioFund) =>
  `/portafolio/${encodeURIComponent(fund.productType)}/${fund.currency.code}/${encodeURIComponent(fund.productCode)}`;

function TotalCard({ currency }: { currency: CurrencyCode }) {
  const resume = useResume(currency);
  const totals = useInvestmentsResume();
  // Nothing to say of cost and return in a currency never invested in.
  const figures = totals.data?.find((t) => t.currency.code === currency && isPositiveDecimal(t.subscribed));
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, flex: 1, containerType: 'inline-size' }}
      data-testid={`total-${currency}`}
    >
      <Typography variant="body2" color="text.secondary">
        {`Total en ${currencyWords[currency]}`}
      </Typography>
      {resume.data ? (
        <>
          <Typography
            variant="h4"
            component="p"
            sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2rem' } }}
          >
            {formatCurrency(resume.data.total, currency)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {resume.data.funds === 1 ? '1 fondo' : `${resume.data.funds} fondos`}
          </Typography>
          {figures && (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                // Two amounts to a row in a card beside the other currency's; three in a wide one.
                gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                [WIDE_CARD]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
                mt: 2,
              }}
            >
              <ReturnFigures figures={figures} currency={currency} testIdPrefix={`total-${currency}`} />
            </Box>
          )}
        </>
      ) : (
        <Skeleton width="60%" height={48} />
      )}
    </Paper>
  );
}

function FundCard({ fund }: { fund: PortfolioFund }) {
  const reserved = isPositiveDecimal(fund.reservedQuotas);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="portfolio-fund">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {fund.productName}
        </Typography>
        <Chip size="small" label={currencyNames[fund.currency.code]} />
      </Stack>
      <FigureGrid columns={3} from="md">
        <Figure label="Cuotas" value={formatQuotas(fund.quotas)} testId="fund-quotas" />
        <Figure
          wide
          label={fund.quotaValueDate ? `Valor cuota al ${peruvianDate(fund.quotaValueDate)}` : 'Valor cuota'}
          value={fund.quotaValue ? formatQuotaValue(fund.quotaValue, fund.currency.symbol) : '—'}
        />
        <Figure
          label="Valor de tu inversión"
          value={fund.value ? formatCurrency(fund.value, fund.currency.code) : '—'}
          testId="fund-value"
        />
      </FigureGrid>
      {reserved && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {formatQuotas(fund.reservedQuotas)} cuotas están en una solicitud de rescate; puedes disponer de{' '}
          {formatQuotas(fund.availableQuotas)}.
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        {isPositiveDecimal(fund.availableQuotas) && (
          <Button
            variant="outlined"
            size="small"
            component={RouterLink}
            to={`${RESCUE_PATH}?productId=${fund.productId}`}
            data-testid="fund-rescue"
          >
            Rescatar cuotas
          </Button>
        )}
        <Button
          variant="contained"
          size="small"
          component={RouterLink}
          to={fundPath(fund)}
          data-testid="fund-detail"
        >
          Ver fondo
        </Button>
      </Box>
    </Paper>
  );
}

/** Rescue requests still to be paid, with the way to see or cancel them. */
function PendingRescuesNotice() {
  const totals = useTotalPendingRescues();
  if (!totals.data || totals.data.count === 0) return null;
  const amounts = totals.data.totals.map((t) => formatCurrency(t.amount, t.currency.code)).join(' y ');
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      data-testid="pending-rescues-notice"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={`${RESCUE_PATH}/solicitudes`}>
          Ver solicitudes
        </Button>
      }
    >
      {totals.data.count === 1
        ? `Tienes 1 solicitud de rescate pendiente de pago (${amounts}).`
        : `Tienes ${totals.data.count} solicitudes de rescate pendientes de pago (${amounts}).`}
    </Alert>
  );
}

/**
 * The investor's holdings from the ledger: the totals per currency and a card per fund. Shown on
 * /portafolio (INTERESADO) and /participe (PARTICIPE), with the way to rescue and to pending requests.
 */
export function Holdings({
  productsPath = '/portafolio/productos',
  currency,
}: {
  productsPath?: string;
  /** Only one currency's total and funds (/portafolio/portafolio/soles and …/dolares). */
  currency?: CurrencyCode;
}) {
  const all = useFunds();
  const funds = {
    ...all,
    data: currency ? all.data?.filter((f) => f.currency.code === currency) : all.data,
  };
  const totals: CurrencyCode[] = currency ? [currency] : ['PEN', 'USD'];
  const movementsPath = currency ? currencyPaths[currency].movements : '/portafolio/movimientos';
  return (
    <Box>
      {/* Side by side only where each card keeps room for its amounts (not beside a tablet's menu). */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 4,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 330px), 1fr))',
        }}
      >
        {totals.map((c) => (
          <TotalCard key={c} currency={c} />
        ))}
      </Box>
      <PendingRescuesNotice />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Mis fondos
        </Typography>
        {funds.data && funds.data.length > 0 && (
          <Button component={RouterLink} to={movementsPath} data-testid="holdings-movements">
            Ver movimientos
          </Button>
        )}
      </Stack>
      {funds.isError && <Alert severity="error">No pudimos cargar tus fondos. Vuelve a intentarlo.</Alert>}
      {funds.isPending && <Skeleton variant="rounded" height={140} />}
      {funds.data?.length === 0 && (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
          data-testid="portfolio-empty"
        >
          <AccountBalanceWalletOutlinedIcon color="primary" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {currency
              ? `Aún no tienes inversiones en ${currencyWords[currency]}`
              : 'Aún no tienes inversiones'}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            Cuando aprobemos tu primera inversión verás aquí tus cuotas y su valor.
          </Typography>
          <Button variant="contained" component={RouterLink} to={productsPath}>
            Ver productos
          </Button>
        </Paper>
      )}
      <Stack spacing={2}>
        {funds.data?.map((fund) => (
          <FundCard key={fund.productId} fund={fund} />
        ))}
      </Stack>
      {funds.data && funds.data.length > 0 && (
        <Suspense fallback={null}>
          <PortfolioDocuments />
        </Suspense>
      )}
      {funds.data && funds.data.length > 0 && <PortfolioCharts funds={funds.data} />}
    </Box>
  );
}
