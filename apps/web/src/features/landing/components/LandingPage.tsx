import { formatMoney } from '@invierte/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useFreeProducts } from '../api/get-free-products';

function Products() {
  const { data, isPending, isError } = useFreeProducts();
  if (isPending) {
    return (
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} sx={{ flex: 1 }} />
        ))}
      </Stack>
    );
  }
  if (isError)
    return <Typography color="text.secondary">No pudimos cargar los productos en este momento.</Typography>;
  return (
    <Box
      component="ul"
      data-testid="landing-products"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(220px, 1fr))' },
      }}
    >
      {data.map((product) => (
        <Card component="li" key={product.id} variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h3">
              {product.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {product.currency.code === 'USD' ? 'En dólares' : 'En soles'}
            </Typography>
            <Typography>
              Inversión mínima:{' '}
              <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(product.minInvestment, {
                  symbol: product.currency.symbol,
                  dropZeroDecimals: true,
                })}
              </Box>
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

export default function LandingPage() {
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
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
      </Box>
    </Box>
  );
}
