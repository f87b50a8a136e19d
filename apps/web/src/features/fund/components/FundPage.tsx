import {
  type CurrencyCode,
  currencyNames,
  formatCurrency,
  formatQuotas,
  formatQuotaValue,
  isPositiveDecimal,
  isProductCodeShown,
  type PortfolioFund,
  type PublicProduct,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { Figure, FigureGrid } from '../../../components/Figure';
import { ReturnFigures } from '../../../components/holdings/ReturnFigures';
import { BackToInvestments } from '../../../components/operations/OperationPage';
import { errorMessageOf } from '../../../lib/api-client';
import { peruvianDate } from '../../../lib/peru-dates';
import { useFunds } from '../../../lib/portfolio-api/get-funds';
import { useFreeProducts } from '../../../lib/site-api/free-products';
import { startInvestmentPath } from '../../../lib/start-investment-path';
import { useFundOverview } from '../api/get-fund-overview';
import { FundTransactions } from './FundTransactions';
import { PayoutAccountCard } from './PayoutAccountCard';

interface Fund {
  productId: string;
  name: string;
  type: string;
  code: string;
  currency: { code: CurrencyCode; symbol: string };
}

/**
 * Which fund /portafolio/{fund}/{currency?}/{code?} names: its type, currency and, where a type has
 * two funds in a currency, its code; the funds the investor holds first (private ones included),
 * then the public catalogue.
 */
export function resolveFund(
  params: { fund?: string | undefined; currency?: string | undefined; code?: string | undefined },
  held: PortfolioFund[],
  catalogue: PublicProduct[],
): { fund: Fund; held: boolean } | null {
  const currency = params.currency?.toUpperCase();
  const fits = (type: string, cur: string, code: string) =>
    type === params.fund && (!currency || cur === currency) && (!params.code || code === params.code);
  const mine = held.find((f) => fits(f.productType, f.currency.code, f.productCode));
  if (mine)
    return {
      held: true,
      fund: {
        productId: mine.productId,
        name: mine.productName,
        type: mine.productType,
        code: mine.productCode,
        currency: mine.currency,
      },
    };
  const offered = catalogue.find((p) => fits(p.type, p.currency.code, p.code));
  return offered
    ? {
        held: false,
        fund: {
          productId: offered.id,
          name: offered.name,
          type: offered.type,
          code: offered.code,
          currency: offered.currency,
        },
      }
    : null;
}

function Actions({ fund, available }: { fund: Fund; available: boolean }) {
  const { pathname } = useLocation();
  const q = `?productId=${encodeURIComponent(fund.productId)}`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="contained" component={RouterLink} to={startInvestmentPath(fund.productId, pathname)}>
        Invertir más
      </Button>
      {available && (
        <>
          <Button
            variant="outlined"
            component={RouterLink}
            to={`/portafolio/movimientos/rescatar-cuotas${q}`}
          >
            Rescatar cuotas
          </Button>
          <Button variant="outlined" component={RouterLink} to={`/portafolio/movimientos/reinvertir${q}`}>
            Reinvertir
          </Button>
          <Button variant="outlined" component={RouterLink} to={`/portafolio/movimientos/transferir${q}`}>
            Transferir
          </Button>
        </>
      )}
    </Box>
  );
}

function HeldFund({ fund, register }: { fund: Fund; register: boolean }) {
  const overview = useFundOverview(fund.productId);
  const o = overview.data;
  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, containerType: 'inline-size' }}
        data-testid="fund-overview"
      >
        {overview.isPending && <Skeleton variant="rounded" height={120} />}
        {overview.isError && <Alert severity="error">{errorMessageOf(overview.error)}</Alert>}
        {o && (
          <>
            <FigureGrid columns={4} from="md" mb={3}>
              <Figure
                label="Valor de tu inversión"
                value={o.value ? formatCurrency(o.value, fund.currency.code) : '—'}
                testId="fund-detail-value"
              />
              <Figure label="Cuotas" value={formatQuotas(o.quotas)} />
              <Figure label="Cuotas disponibles" value={formatQuotas(o.availableQuotas)} />
              <Figure
                wide
                label={o.quotaValueDate ? `Valor cuota al ${peruvianDate(o.quotaValueDate)}` : 'Valor cuota'}
                value={o.quotaValue ? formatQuotaValue(o.quotaValue, fund.currency.symbol) : '—'}
              />
              <ReturnFigures figures={o} currency={fund.currency.code} testIdPrefix="fund-detail" />
              {o.since && <Figure label="Inviertes desde" value={peruvianDate(o.since)} />}
            </FigureGrid>
            {isPositiveDecimal(o.reservedQuotas) && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {formatQuotas(o.reservedQuotas)} cuotas están reservadas por una solicitud de rescate
                pendiente.
              </Alert>
            )}
            <Actions fund={fund} available={isPositiveDecimal(o.availableQuotas)} />
          </>
        )}
      </Paper>
      <PayoutAccountCard
        productId={fund.productId}
        productName={fund.name}
        currency={fund.currency.code}
        register={register}
      />
      <FundTransactions productId={fund.productId} currency={fund.currency.code} />
    </Stack>
  );
}

/**
 * /portafolio/{fund}/{currency?}/{code?}: one fund of the investor — what it is worth, what it cost and
 * earned, the ways to move it, where it pays, and its operations. The code shows only where requirements R4
 * allows (FIAME, FIAMN; never FIAMN-LA-CALERA). A fund not held invites to invest.
 */
export default function FundPage() {
  const routeParams = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  // /portafolio/mutuo/{PEN|USD} names its fund and currency in static segments (see the route table).
  const [, , fund, currency, code] = pathname.split('/');
  const params = routeParams.fund ? routeParams : { fund, currency, code: routeParams.code ?? code };
  const funds = useFunds();
  const catalogue = useFreeProducts();
  const register = search.get('deposit') === '1';

  let body;
  let title = 'Detalle del fondo';
  let chips = null;
  if (funds.isPending || catalogue.isPending) body = <Skeleton variant="rounded" height={320} />;
  else if (funds.isError || catalogue.isError)
    body = <Alert severity="error">{errorMessageOf(funds.error ?? catalogue.error)}</Alert>;
  else {
    const found = resolveFund(params, funds.data, catalogue.data);
    if (!found)
      body = (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
          data-testid="fund-unknown"
        >
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            No encontramos este fondo
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            Revisa el enlace o elige uno de los fondos que ofrecemos.
          </Typography>
          <Button variant="contained" component={RouterLink} to="/portafolio/productos">
            Ver productos
          </Button>
        </Paper>
      );
    else {
      const { fund } = found;
      title = fund.name;
      chips = (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Chip size="small" label={currencyNames[fund.currency.code]} />
          {isProductCodeShown(fund.code) && (
            <Chip size="small" variant="outlined" label={`Código ${fund.code}`} data-testid="fund-code" />
          )}
        </Stack>
      );
      body = found.held ? (
        <HeldFund fund={fund} register={register} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }} data-testid="fund-not-held">
          <Typography sx={{ mb: 2 }}>
            Aún no tienes inversiones en {fund.name} ({currencyNames[fund.currency.code].toLowerCase()}).
            {register && ' Cuando tengas una inversión aquí podrás elegir la cuenta donde te pagaremos.'}
          </Typography>
          <Button
            variant="contained"
            component={RouterLink}
            to={startInvestmentPath(fund.productId, pathname)}
          >
            Quiero invertir
          </Button>
        </Paper>
      );
    }
  }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <Box sx={{ mb: 3 }}>
        <BackToInvestments />
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
        >
          {title}
        </Typography>
        {chips}
      </Box>
      {body}
    </Box>
  );
}
