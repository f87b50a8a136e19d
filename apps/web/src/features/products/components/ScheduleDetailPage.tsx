import { formatCurrency, formatRate, type ProductType, type ScheduleProductType } from '@invierte/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { Figure } from '../../../components/Figure';
import { ApiError } from '../../../lib/api-client';
import { peruvianDate } from '../../../lib/peru-dates';
import { useScheduleDetail } from '../api/get-schedule-detail';
import { useScheduleProjection, type LotKey } from '../api/get-schedule-projection';
import { kindOfPath, kindPathFor, kinds } from './kinds';
import { KindHoldingsGate } from './KindHoldingsGate';
import { HoldingLots } from './LotCards';
import { EmptyState, LoadError, LoadingCards, ProductsFrame } from './PageStates';
import { RentaFiaEmpty } from './KindViews';
import { ScheduleTable } from './ScheduleTable';
import { useKindHoldings, useKindProducts } from './use-kind-products';

function NotFound({ kind }: { kind: ScheduleProductType }) {
  return (
    <EmptyState
      testId="lot-not-found"
      title="No encontramos esta inversión en tu portafolio"
      text="Puede que ya hayas rescatado todas sus cuotas. Revisa tus suscripciones vigentes."
      action={
        <Button component={RouterLink} to={kindPathFor(kind)} variant="outlined">
          Ver mis fondos {kinds[kind].title}
        </Button>
      }
    />
  );
}

/** One lot: what it assumes, what it has paid and will pay, and every payment. */
function LotSchedule({ lot }: { lot: LotKey }) {
  const detail = useScheduleDetail(lot);
  const projection = useScheduleProjection(lot);
  const failed = detail.error ?? projection.error;
  if (failed) {
    if (failed instanceof ApiError && failed.status === 404) return <NotFound kind={lot.type} />;
    return (
      <LoadError
        error={failed}
        onRetry={() => {
          void detail.refetch();
          void projection.refetch();
        }}
      />
    );
  }
  if (!detail.data || !projection.data) return <LoadingCards count={3} />;
  const d = detail.data;
  const code = d.product.currency.code;
  const money = (v: string) => formatCurrency(v, code);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Suscripción del {peruvianDate(d.lot.startDate)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {d.terms.termLabel}, pago {d.terms.frequencyLabel.toLowerCase()}, tasa referencial de{' '}
          {formatRate(d.terms.annualRate)} anual · vence el {peruvianDate(d.lot.maturityDate)}
        </Typography>
        <Stack direction="row" sx={{ gap: { xs: 2, sm: 5 }, flexWrap: 'wrap' }}>
          <Figure label="Monto suscrito" value={money(d.lot.amount)} />
          <Figure label="Capital vigente" value={money(d.lot.principal)} testId="lot-principal" />
          <Figure label="Ganancia neta del plazo" value={money(d.lot.totals.net)} testId="lot-net" />
          <Figure label="Cobrado a la fecha" value={money(d.lot.pastNet)} testId="lot-past" />
          <Figure label="Por cobrar" value={money(d.lot.upcomingNet)} testId="lot-upcoming" />
          <Figure
            label="Próximo pago"
            value={
              d.lot.nextPayment
                ? `${money(d.lot.nextPayment.net)} el ${peruvianDate(d.lot.nextPayment.date)}`
                : 'Sin pagos pendientes'
            }
            testId="lot-next"
          />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1, px: { xs: 1, sm: 0 } }}>
          Cronograma de pagos
        </Typography>
        <ScheduleTable projection={projection.data} currency={code} />
      </Paper>
      <Alert severity="info" variant="outlined" data-testid="lot-notes">
        {d.notes.map((n) => (
          <Typography key={n} variant="body2" sx={{ mb: 0.5 }}>
            {n}
          </Typography>
        ))}
      </Alert>
    </Stack>
  );
}

/** Without the product and holding in the link: find the lot among the investor's holdings of the kind. */
function FindLot({ kind, id }: { kind: ScheduleProductType; id: string | undefined }) {
  const holdings = useKindHoldings(kind);
  if (id && !holdings.isPending && !holdings.isError) {
    const holding = holdings.withLots.find((h) => h.lots.some((l) => l.investmentId === id));
    if (!holding) return <NotFound kind={kind} />;
    return (
      <LotSchedule
        lot={{ type: kind, productId: holding.product.id, accountId: holding.accountId, investmentId: id }}
      />
    );
  }
  return (
    <KindHoldingsGate
      kind={kind}
      holdings={holdings}
      emptyText="Cuando inviertas, aquí verás el cronograma de pagos de cada suscripción."
      loadingCards={2}
    >
      <Stack spacing={3}>
        {holdings.withLots.map((h) => (
          <HoldingLots key={h.product.id} holding={h} />
        ))}
      </Stack>
    </KindHoldingsGate>
  );
}

/** /portafolio/productos/{bono|mutuo|renta-fia}/detalle/{id?}: the payment schedule of one lot. */
export default function ScheduleDetailPage() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const kind: ProductType = kindOfPath(pathname) ?? 'bono';
  const info = kinds[kind];
  const productId = params.get('producto');
  const accountId = params.get('cuenta');
  return (
    <ProductsFrame
      title={`Detalle de ${info.title}`}
      subtitle={info.pays}
      actions={
        <Button component={RouterLink} to={kindPathFor(kind)} startIcon={<ArrowBackIcon />} size="small">
          Volver a {info.title}
        </Button>
      }
    >
      {info.schedule === null ? (
        <RentaFiaOffer />
      ) : id && productId && accountId ? (
        <LotSchedule lot={{ type: info.schedule, productId, accountId, investmentId: id }} />
      ) : (
        <FindLot kind={info.schedule} id={id} />
      )}
    </ProductsFrame>
  );
}

function RentaFiaOffer() {
  const k = useKindProducts('renta-fia');
  if (k.isPending) return <LoadingCards count={2} />;
  if (k.isError) return <LoadError error={k.error} onRetry={k.refetch} />;
  return <RentaFiaEmpty all={k.all} />;
}
