import {
  formatCurrency,
  type ProductSummary,
  type ProductType,
  type ScheduleProductType,
  currencyWords,
} from '@invierte/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Figure } from '../../../components/Figure';
import { ApiError } from '../../../lib/api-client';
import { useFunds } from '../../../lib/portfolio-api/get-funds';
import { startInvestmentPath } from '../../../lib/start-investment-path';
import { useProduct } from '../api/get-product';
import { useScheduleInvestments } from '../api/list-schedule-investments';
import { kindPathFor, kinds, productPath } from './kinds';
import { HoldingLots } from './LotCards';
import { EmptyState, LoadError, LoadingCards, ProductsFrame } from './PageStates';
import { minimumText, ProductCard, quotaValueText } from './ProductCard';
import { useKindProducts } from './use-kind-products';

/** Renta FIA has no fund open today: say so, and list what is offered instead. */
export function RentaFiaEmpty({ all }: { all: ProductSummary[] }) {
  return (
    <Stack spacing={3}>
      <EmptyState
        testId="renta-fia-empty"
        title="Aún no hay fondos Renta FIA disponibles"
        text="Estamos preparando esta alternativa de renta periódica. Mientras tanto, estos son los fondos en los que puedes invertir hoy."
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {all.map((p) => (
          <Paper key={p.id} variant="outlined" sx={{ p: 2 }} data-testid="offered-product">
            <Typography sx={{ fontWeight: 700 }}>
              {p.name} ({currencyWords[p.currency.code]})
            </Typography>
            <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', my: 1 }}>
              <Figure label="Valor cuota" value={quotaValueText(p)} />
              <Figure label="Inversión mínima" value={minimumText(p)} />
            </Stack>
            <Button component={RouterLink} to={productPath(p.id)} size="small">
              Ver producto
            </Button>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}

/** Without a product: the kind's products, each with the way to the investor's payments or to invest. */
export function KindCatalogue({ kind, returnTo }: { kind: ProductType; returnTo: string }) {
  const k = useKindProducts(kind);
  if (k.isPending) return <LoadingCards count={2} />;
  if (k.isError) return <LoadError error={k.error} onRetry={k.refetch} />;
  if (kind === 'renta-fia' || k.products.length === 0) return <RentaFiaEmpty all={k.all} />;
  const held = new Set(k.held.map((p) => p.id));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {k.products.map((p) => (
        <Stack key={p.id} spacing={1}>
          <ProductCard product={p} held={held.has(p.id)} returnTo={returnTo} />
          {held.has(p.id) && (
            <Button
              component={RouterLink}
              to={kindPathFor(kind, p.id)}
              variant="text"
              data-testid="kind-mine"
            >
              {kinds[kind].schedule ? 'Ver mis pagos en este fondo' : 'Ver mi inversión en este fondo'}
            </Button>
          )}
        </Stack>
      ))}
    </Box>
  );
}

/** A Bono or Mutuo product: the investor's lots and payments, or an invitation when none is held. */
export function ScheduleHolding({ kind, product }: { kind: ScheduleProductType; product: ProductSummary }) {
  const holding = useScheduleInvestments(kind, product.id);
  if (holding.isPending) return <LoadingCards count={2} />;
  if (holding.isError) {
    if (holding.error instanceof ApiError && holding.error.status === 404)
      return (
        <EmptyState
          testId="holding-empty"
          title={`Aún no tienes inversiones en ${product.name}`}
          text={`Inversión mínima ${minimumText(product)}. ${kinds[kind].pays}`}
          action={
            <Button
              component={RouterLink}
              to={startInvestmentPath(product.id, kindPathFor(kind, product.id))}
              variant="contained"
            >
              Quiero invertir
            </Button>
          }
        />
      );
    return <LoadError error={holding.error} onRetry={() => void holding.refetch()} />;
  }
  if (holding.data.lots.length === 0)
    return (
      <EmptyState
        testId="holding-empty"
        title="No tienes cuotas vigentes en este fondo"
        text="Rescataste todas tus cuotas; ya no hay pagos programados."
      />
    );
  return <HoldingLots holding={holding.data} />;
}

/** A Factoring product: what the investor holds in it; its gain is in the quota value. */
export function FactoringHolding({ product }: { product: ProductSummary }) {
  const funds = useFunds();
  if (funds.isPending) return <LoadingCards count={1} />;
  if (funds.isError) return <LoadError error={funds.error} onRetry={() => void funds.refetch()} />;
  const fund = funds.data.find((f) => f.productId === product.id);
  const code = product.currency.code;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="factoring-holding">
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {fund
            ? `Tu inversión en ${product.name} (${currencyWords[code]})`
            : `Aún no tienes inversiones en ${product.name} (${currencyWords[code]})`}
        </Typography>
        <Stack direction="row" sx={{ gap: { xs: 2, sm: 5 }, flexWrap: 'wrap' }}>
          <Figure label="Valor cuota" value={quotaValueText(product)} />
          {fund ? (
            <>
              <Figure label="Tus cuotas" value={fund.quotas} />
              <Figure
                label="Valor de tu inversión"
                value={fund.value ? formatCurrency(fund.value, code) : 'Sin valor cuota'}
              />
            </>
          ) : (
            <Figure label="Inversión mínima" value={minimumText(product)} />
          )}
        </Stack>
      </Paper>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={productPath(product.id)} variant="outlined">
          Ver el fondo
        </Button>
        {fund && (
          <Button
            component={RouterLink}
            to={`/portafolio/movimientos/rescatar-cuotas?productId=${encodeURIComponent(product.id)}`}
            variant="outlined"
          >
            Rescatar cuotas
          </Button>
        )}
        <Button
          component={RouterLink}
          to={startInvestmentPath(product.id, kindPathFor('factoring', product.id))}
          variant="contained"
        >
          {fund ? 'Invertir más' : 'Quiero invertir'}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The page of one kind (bono, mutuo, renta-fia, factoring) with or without a product: used by
 * /portafolio/productos/{kind}/{idProduct?} and /portafolio/mutuo/{idProduct?}.
 */
export function KindPage({ kind, idProduct, path }: { kind: ProductType; idProduct?: string; path: string }) {
  const info = kinds[kind];
  return (
    <ProductsFrame
      title={info.title}
      subtitle={info.pays}
      actions={
        idProduct ? (
          <Button component={RouterLink} to={kindPathFor(kind)} size="small">
            Todos los fondos {info.title}
          </Button>
        ) : undefined
      }
    >
      {idProduct && kind !== 'renta-fia' ? (
        <KindProduct kind={kind} id={idProduct} />
      ) : (
        <KindCatalogue kind={kind} returnTo={path} />
      )}
    </ProductsFrame>
  );
}

function KindProduct({ kind, id }: { kind: Exclude<ProductType, 'renta-fia'>; id: string }) {
  const product = useProduct(id);
  if (product.isPending) return <LoadingCards count={2} />;
  if (product.isError) return <LoadError error={product.error} onRetry={() => void product.refetch()} />;
  if (product.data.type !== kind)
    return (
      <EmptyState
        title="Este fondo no es de este tipo"
        text={`${product.data.name} no es un fondo ${kinds[kind].title}.`}
        action={
          <Button component={RouterLink} to={productPath(id)} variant="outlined">
            Ver {product.data.name}
          </Button>
        }
      />
    );
  const schedule = kinds[kind].schedule;
  return schedule ? (
    <ScheduleHolding kind={schedule} product={product.data} />
  ) : (
    <FactoringHolding product={product.data} />
  );
}
