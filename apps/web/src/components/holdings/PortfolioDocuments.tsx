import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../lib/api-client';
import {
  portfolioDocuments,
  useDownloadPortfolioDocument,
  type PortfolioDocument,
} from '../../lib/portfolio-api/download-portfolio-document';

/** The investor's documents, drawn from their own figures when asked: each a PDF download (one fund's with `productId`). */
export function PortfolioDocuments({ productId }: { productId?: string } = {}) {
  const download = useDownloadPortfolioDocument();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} data-testid="portfolio-documents">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Reportes y certificados
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Generados al momento con tus cuotas y movimientos.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {(Object.keys(portfolioDocuments) as PortfolioDocument[]).map((key) => (
          <Button
            key={key}
            variant="outlined"
            startIcon={<DownloadIcon />}
            loading={download.isPending && download.variables.document === key}
            disabled={download.isPending && download.variables.document !== key}
            onClick={() => download.mutate({ document: key, productId })}
            data-testid={`document-${key}`}
          >
            {portfolioDocuments[key].label}
          </Button>
        ))}
      </Stack>
      {download.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageOf(download.error)}
        </Alert>
      )}
    </Paper>
  );
}
