import { currencyNames, currencySymbols } from '@invierte/domain';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MessagePanel } from '../../../components/MessagePanel';
import { errorMessageOf } from '../../../lib/api-client';
import { isNotAllowed, useRateHistory, type RateHistorySeries } from '../api/get-rate-history';
import { RateChart } from './RateChart';
import { RateHistoryTable } from './RateHistoryTable';

function SeriesCard({ series }: { series: RateHistorySeries }) {
  const symbol = currencySymbols[series.currency];
  const title = `${series.name} · ${currencyNames[series.currency]}`;
  return (
    <Card
      component="section"
      variant="outlined"
      aria-label={title}
      data-testid={`rate-series-${series.productId}`}
    >
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {series.months.length === 0 ? (
          <Typography color="text.secondary">Aún no hay meses cerrados para este producto.</Typography>
        ) : (
          <>
            <RateChart months={series.months} symbol={symbol} label={`Valor cuota de ${title}`} />
            <RateHistoryTable months={series.months} symbol={symbol} caption={`Historial de ${title}`} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** /historial "Historial de tasas": affluent customers only (requirements R2, R6). */
export default function HistoryPage() {
  const { data, isPending, error } = useRateHistory();
  if (isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Cargando el historial" />
      </Box>
    );
  if (error) {
    return isNotAllowed(error) ? (
      <MessagePanel
        title="Historial de tasas no disponible"
        icon={<LockIcon />}
        actions={
          <Button variant="contained" component={RouterLink} to="/portafolio">
            Ir a mi portafolio
          </Button>
        }
      >
        Esta sección no está disponible para tu perfil. Si quieres conocer la evolución de nuestros fondos,
        agenda una cita con un asesor.
      </MessagePanel>
    ) : (
      <MessagePanel title="Historial de tasas">{errorMessageOf(error)}</MessagePanel>
    );
  }
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        Historial de tasas
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Valor cuota al cierre de cada mes y su rentabilidad anualizada. La rentabilidad pasada no garantiza la
        futura.
      </Typography>
      {/* Two columns where the page is wide: a fund's soles and dollars, listed one after the other,
          then sit side by side, and the page is half as long. */}
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', xl: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {data.map((series) => (
          <SeriesCard key={series.productId} series={series} />
        ))}
      </Box>
    </Box>
  );
}
