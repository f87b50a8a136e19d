import type { PortfolioFund } from '@invierte/domain';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { WhenVisible } from '../WhenVisible';

// The charts, their controls and the chart library arrive together, once the section nears the viewport.
const ChartsPanel = lazy(() => import('./charts/ChartsPanel'));

const standIn = <Skeleton variant="rounded" height={440} data-testid="charts-loading" />;

/**
 * The portfolio's charts (requirements R7): its value over time, per fund or whole, and the cash in and out
 * month by month. Nothing of it — data or chart code — loads until the section nears the viewport.
 */
export function PortfolioCharts({ funds }: { funds: readonly PortfolioFund[] }) {
  return (
    <Box
      component="section"
      sx={{ mt: 4 }}
      data-testid="portfolio-charts"
      aria-labelledby="portfolio-charts-title"
    >
      <Typography id="portfolio-charts-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Tus gráficos
      </Typography>
      <WhenVisible rootMargin="100px" placeholder={standIn}>
        <Suspense fallback={standIn}>
          <ChartsPanel funds={funds} />
        </Suspense>
      </WhenVisible>
    </Box>
  );
}
