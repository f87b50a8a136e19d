import { currencyWords, formatMoney, type PublicProduct } from '@invierte/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { withChunkReload } from '../../../lib/chunk-reload';
import { useFreeProducts } from '../../../lib/site-api/free-products';
import { useExchangeRate } from '../api/get-exchange-rate';
import { LandingLoader } from './LandingLoader';
import { TutorialVideo } from './TutorialVideo';

// Opened on demand: the dialog and its text stay out of the landing page's download.
const LegalTermsDialog = lazy(withChunkReload(() => import('../../../components/LegalTermsDialog')));

/** The API lists one product per currency; the page shows one card per product with both. */
function byName(products: PublicProduct[]): [string, PublicProduct[]][] {
  const groups = new Map<string, PublicProduct[]>();
  for (const product of products) groups.set(product.name, [...(groups.get(product.name) ?? []), product]);
  return [...groups];
}

/** One grid for the cards and their skeletons, so nothing below moves when the products arrive. */
const productGrid = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(240px, 1fr))' },
} as const;
/** A card with its name and two currencies. */
const PRODUCT_CARD_HEIGHT = 138;

function Products() {
  const { data, isPending, isError } = useFreeProducts();
  if (isPending) {
    return (
      <Box sx={productGrid} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={PRODUCT_CARD_HEIGHT} />
        ))}
      </Box>
    );
  }
  if (isError)
    return <Typography color="text.secondary">No pudimos cargar los productos en este momento.</Typography>;
  return (
    <Box component="ul" data-testid="landing-products" sx={productGrid}>
      {byName(data).map(([name, products]) => (
        <Card component="li" key={name} variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {name}
            </Typography>
            {products.map((product) => (
              <Typography key={product.id} sx={{ mb: 0.5 }} data-testid={`landing-product-${product.code}`}>
                {`En ${currencyWords[product.currency.code]}`} · inversión mínima{' '}
                <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(product.minInvestment, {
                    symbol: product.currency.symbol,
                    dropZeroDecimals: true,
                  })}
                </Box>
              </Typography>
            ))}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function ExchangeRateNote() {
  const { data } = useExchangeRate();
  if (!data) return null;
  const rate = (value: string) => formatMoney(value, { symbol: 'S/', decimals: 3 });
  return (
    <Typography variant="body2" color="text.secondary" data-testid="landing-exchange-rate" sx={{ mt: 2 }}>
      Tipo de cambio referencial (US$ 1): compra {rate(data.buy)} · venta {rate(data.sell)}
    </Typography>
  );
}

export default function LandingPage() {
  const [legalOpen, setLegalOpen] = useState(false);
  // The products and the exchange rate are the page's first content from the API (the route loader
  // asked for them already); the loader stays until they, or their errors, are there.
  const products = useFreeProducts();
  const exchangeRate = useExchangeRate();
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <LandingLoader ready={!products.isPending && !exchangeRate.isPending} />
      <Box component="section" sx={{ textAlign: 'center', py: { xs: 4, md: 8 } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
          Invierte en factoring al toque
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="text.secondary"
          sx={{ mb: 4, maxWidth: 640, mx: 'auto' }}
        >
          Haz crecer tu dinero invirtiendo en cuotas de fondos, en soles o en dólares, desde donde estés y con
          el respaldo de un grupo supervisado.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            to="/login"
            data-testid="landing-login"
          >
            Iniciar sesión
          </Button>
          <Button
            variant="outlined"
            size="large"
            component={RouterLink}
            to="/register"
            data-testid="landing-register"
          >
            Regístrate
          </Button>
        </Stack>
      </Box>
      <Box component="section" aria-labelledby="landing-products-title" sx={{ pb: 6 }}>
        <Typography id="landing-products-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Nuestros productos
        </Typography>
        <Products />
        <ExchangeRateNote />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          La rentabilidad no está garantizada y el valor cuota es variable.{' '}
          <Link
            component="button"
            type="button"
            onClick={() => setLegalOpen(true)}
            data-testid="landing-legal-terms"
          >
            (1) Revisa los términos legales
          </Link>
        </Typography>
      </Box>
      <Box
        component="section"
        aria-labelledby="landing-video-title"
        sx={{ pb: 8, maxWidth: 820, mx: 'auto' }}
      >
        <Typography id="landing-video-title" variant="h5" component="h2" sx={{ mb: 2, textAlign: 'center' }}>
          Aprende a invertir en pocos minutos
        </Typography>
        <TutorialVideo />
      </Box>
      {legalOpen && (
        <Suspense fallback={null}>
          <LegalTermsDialog open onClose={() => setLegalOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
