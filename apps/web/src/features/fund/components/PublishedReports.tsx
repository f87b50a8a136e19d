import { investorDocumentTypeLabels } from '@invierte/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../../lib/api-client';
import { limaDateTime } from '../../../lib/peru-dates';
import { useDownloadInvestmentReport } from '../api/download-investment-report';
import { useInvestmentReports } from '../api/get-investment-reports';

/** The statements, reports and certificates the team published for the investor about one fund. */
export function PublishedReports({ productId }: { productId: string }) {
  const reports = useInvestmentReports(productId);
  const download = useDownloadInvestmentReport();

  let body;
  if (reports.isPending) body = <Skeleton variant="rounded" height={56} />;
  else if (reports.isError) body = <Alert severity="error">{errorMessageOf(reports.error)}</Alert>;
  else if (reports.data.length === 0)
    body = (
      <Typography variant="body2" color="text.secondary" data-testid="published-reports-none">
        Aún no hay reportes publicados para este fondo. Cuando el equipo publique uno, lo encontrarás aquí.
      </Typography>
    );
  else
    body = (
      <Stack divider={<Divider flexItem />}>
        {reports.data.map((r) => (
          <Stack
            key={r.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 2 }}
            sx={{ py: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            data-testid="published-report"
          >
            <div>
              <Typography sx={{ fontWeight: 600 }}>{r.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {investorDocumentTypeLabels[r.type]}
                {r.productId === null ? ' · Toda tu cuenta' : ''} · Publicado el {limaDateTime(r.createdAt)}
              </Typography>
            </div>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              loading={download.isPending && download.variables.id === r.id}
              disabled={download.isPending && download.variables.id !== r.id}
              onClick={() => download.mutate(r)}
              sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
              data-testid="published-report-download"
            >
              Descargar PDF
            </Button>
          </Stack>
        ))}
      </Stack>
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }} data-testid="published-reports">
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Reportes publicados
      </Typography>
      {body}
      {download.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageOf(download.error)}
        </Alert>
      )}
    </Paper>
  );
}
