import {
  type CurrencyCode,
  currencySymbols,
  formatMoney,
  formatPercent,
  formatQuotaValue,
  type ProductSummary,
} from '@invierte/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Figure } from '../../../components/Figure';
import { peruvianDate } from '../../../lib/peru-dates';
import { useProductDashboard } from '../api/get-product-dashboard';
import { EmptyState, LoadError, LoadingCards } from './PageStates';
import { ProductShell } from './ProductShell';

const QuotaValueChart = lazy(() => import('./QuotaValueChart'));

/** "+1.23 %" / "−0.40 %" from the API's percent with 4 decimals; null when there is no history. */
export function changeText(change: string | null): string {
  if (change === null) return 'Sin datos suficientes';
  const negative = change.startsWith('-');
  const digits = formatMoney(negative ? change.slice(1) : change, { decimals: 2 });
  return formatPercent(`${negative ? '−' : '+'}${digits}`);
}

function Dashboard({ product }: { product: ProductSummary }) {
  const dashboard = useProductDashboard(product.id);
  if (dashboard.isPending) return <LoadingCards count={2} />;
  if (dashboard.isError)
    return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const d = dashboard.data;
  const currency = product.currency.code as CurrencyCode;
  const recent = [...d.series].reverse().slice(0, 10);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ gap: { xs: 2, sm: 5 }, flexWrap: 'wrap' }}>
          <Figure
            label={d.quotaValueDate ? `Valor cuota al ${peruvianDate(d.quotaValueDate)}` : 'Valor cuota'}
            value={d.quotaValue ? formatQuotaValue(d.quotaValue, currencySymbols[currency]) : 'Sin publicar'}
            testId="dashboard-quota-value"
          />
          <Figure
            label="Variación en 30 días"
            value={changeText(d.change30d)}
            testId="dashboard-change-30d"
          />
          <Figure
            label="Variación en 12 meses"
            value={changeText(d.change12m)}
            testId="dashboard-change-12m"
          />
        </Stack>
      </Paper>
      {d.series.length < 2 ? (
        <EmptyState
          title="Aún no hay historial"
          text="Mostraremos la evolución del valor cuota cuando el fondo publique más valores."
        />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Valor cuota en los últimos 90 días
          </Typography>
          <Box role="img" aria-label={`Evolución del valor cuota de ${product.name}`}>
            <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
              <QuotaValueChart points={d.series} currency={currency} />
            </Suspense>
          </Box>
        </Paper>
      )}
      {recent.length > 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Últimos valores publicados
          </Typography>
          <Table size="small" data-testid="dashboard-values">
            <TableHead>
              <TableRow>
                <TableCell>Fecha</TableCell>
                <TableCell align="right">Valor cuota</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {recent.map((p) => (
                <TableRow key={p.date}>
                  <TableCell>{peruvianDate(p.date)}</TableCell>
                  <TableCell align="right">{formatQuotaValue(p.value, currencySymbols[currency])}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <Typography variant="body2" color="text.secondary">
        El valor cuota es variable: la rentabilidad obtenida en el pasado no garantiza que se repita en el
        futuro.
      </Typography>
    </Stack>
  );
}

/** /portafolio/productos/{idProduct}/dashboard: the quota value, its changes and its last 90 days. */
export default function ProductDashboardPage() {
  return <ProductShell tab="dashboard">{(product) => <Dashboard product={product} />}</ProductShell>;
}
