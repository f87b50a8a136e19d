import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useProductCharts } from '../api/list-product-charts';

const ProductChartPlot = lazy(() => import('./ProductChartPlot'));

/** The product's charts, in the order the back office set (nothing when it has none). */
export function ProductCharts({ productId }: { productId: string }) {
  const charts = useProductCharts(productId);
  if (!charts.data?.length) return null;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      data-testid="product-charts"
    >
      {charts.data.map((chart) => (
        <Paper key={chart.id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          <Typography
            variant="h6"
            component="h2"
            sx={{ fontWeight: 700, mb: 1 }}
            data-testid="product-chart-title"
          >
            {chart.title}
          </Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <ProductChartPlot chart={chart} />
          </Suspense>
        </Paper>
      ))}
    </Box>
  );
}
