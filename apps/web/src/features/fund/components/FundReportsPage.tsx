import { currencyWords } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { PortfolioDocuments } from '../../../components/holdings/PortfolioDocuments';
import { BackToInvestments } from '../../../components/operations/OperationPage';
import { errorMessageOf } from '../../../lib/api-client';
import { useFunds } from '../../../lib/portfolio-api/get-funds';
import { PublishedReports } from './PublishedReports';

/**
 * /portafolio/{fund}/reportes: the reports of each fund of that kind the investor holds (one per
 * currency): account statement, investment report and participation certificate, drawn on request
 * from that fund's figures, and below them the reports the team published for the investor.
 */
export default function FundReportsPage() {
  const { fund: type } = useParams();
  const funds = useFunds();
  const mine = funds.data?.filter((f) => f.productType === type) ?? [];

  let body;
  if (funds.isPending) body = <Skeleton variant="rounded" height={200} />;
  else if (funds.isError) body = <Alert severity="error">{errorMessageOf(funds.error)}</Alert>;
  else if (mine.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="reports-none">
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          Aún no tienes reportes de este fondo
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Cuando tengas cuotas de este fondo podrás descargar aquí tu estado de cuenta, tu reporte de
          inversión y tu certificado de participación.
        </Typography>
        <Button variant="contained" component={RouterLink} to="/portafolio/productos">
          Ver productos
        </Button>
      </Paper>
    );
  else
    body = mine.map((f) => (
      <Box key={f.productId} data-testid="fund-reports">
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 2 }}>
          {f.productName} en {currencyWords[f.currency.code]}
        </Typography>
        <PortfolioDocuments productId={f.productId} />
        <PublishedReports productId={f.productId} />
      </Box>
    ));

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <BackToInvestments />
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
      >
        Reportes
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        Documentos generados al momento con tus cuotas y movimientos en cada fondo, y los reportes que el
        equipo publicó para ti.
      </Typography>
      {body}
    </Box>
  );
}
