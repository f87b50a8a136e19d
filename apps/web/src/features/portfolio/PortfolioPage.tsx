import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Holdings } from '../../components/holdings/Holdings';
import { useFunds } from '../../lib/portfolio-api/get-funds';
import { useResume } from '../../lib/portfolio-api/get-resume';
import { useTotalPendingRescues } from '../../lib/portfolio-api/get-total-pending-rescues';
import { useCustomerBanners } from '../../lib/portfolio-api/get-customer-banners';
import { CustomerBanners } from '../../components/CustomerBanners';

/**
 * The shape of the first screen while its answers arrive, replaced whole. A screen tall, so the
 * footer waits below the fold instead of being pushed down in view.
 */
function FirstViewStandIn() {
  return (
    <Box
      aria-busy="true"
      aria-label="Cargando tu portafolio"
      data-testid="portfolio-loading"
      sx={{ minHeight: '100vh' }}
    >
      <Skeleton variant="text" width={220} height={48} sx={{ mb: 3 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
        <Skeleton variant="rounded" height={110} sx={{ flex: 1 }} />
        <Skeleton variant="rounded" height={110} sx={{ flex: 1 }} />
      </Stack>
      <Skeleton variant="text" width={160} height={40} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={200} />
    </Box>
  );
}

/**
 * /portafolio: the banners of requirements R2, the totals per currency and each fund the investor holds,
 * read from the ledger, then their documents and charts. The first screen waits for all of its
 * answers and is drawn at once, so no banner or figure arriving late pushes the rest down.
 */
export default function PortfolioPage() {
  const firstView = [
    useCustomerBanners(),
    useFunds(),
    useResume('PEN'),
    useResume('USD'),
    useTotalPendingRescues(),
  ];
  const ready = firstView.every((query) => !query.isPending);
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      {ready ? (
        <>
          <CustomerBanners />
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
          >
            Mi portafolio
          </Typography>
          <Holdings />
        </>
      ) : (
        <FirstViewStandIn />
      )}
    </Box>
  );
}
