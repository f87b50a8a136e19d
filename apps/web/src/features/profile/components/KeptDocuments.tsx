import { investorDocumentTypeLabels, limaDate, type InvestmentReport } from '@invierte/domain';
import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import { limaLongDate } from '../../../lib/peru-dates';
import { useDownloadMyDocument } from '../api/download-my-document';
import { useDownloadTaxCertificate } from '../api/download-tax-certificate';
import { useMyDocuments } from '../api/list-my-documents';

/** The years a certificate may be asked for: this one and the five before, newest first. */
const certificateYears = () => {
  const year = Number(limaDate(new Date()).slice(0, 4));
  return Array.from({ length: 6 }, (_, i) => year - i);
};

function DocumentRow({ document, last }: { document: InvestmentReport; last: boolean }) {
  const download = useDownloadMyDocument();
  return (
    <ListItem
      divider={!last}
      sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, px: { xs: 2, sm: 2.5 } }}
      data-testid="kept-document"
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <ReceiptLongOutlinedIcon color="action" />
      </ListItemIcon>
      <ListItemText
        primary={document.title}
        secondary={`${investorDocumentTypeLabels[document.type]}${document.productName ? ` · ${document.productName}` : ''} · ${limaLongDate(document.createdAt)}`}
        sx={{ flex: '1 1 220px' }}
      />
      <Button
        size="small"
        variant="outlined"
        startIcon={download.isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
        disabled={download.isPending}
        onClick={() => download.mutate(document)}
        aria-label={`Descargar ${document.title}`}
        sx={{ ml: 'auto' }}
      >
        Descargar
      </Button>
      {download.isError && (
        <Alert severity="error" onClose={() => download.reset()} sx={{ width: '100%' }}>
          {errorMessageOf(download.error)}
        </Alert>
      )}
    </ListItem>
  );
}

/**
 * Mis documentos' statements and certificates: the monthly statements the product keeps for her,
 * the tax certificates and what the back office published, and the tax certificate of any year.
 */
export function KeptDocuments() {
  const documents = useMyDocuments();
  const certificate = useDownloadTaxCertificate();
  const years = certificateYears();
  const [year, setYear] = useState(years[1]!);
  return (
    <Paper variant="outlined" component="section" aria-label="Estados de cuenta y certificados">
      <Stack spacing={0.5} sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          Estados de cuenta y certificados
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Tu estado de cuenta de cada mes, tus certificados de rentas y los reportes que te publicamos.
        </Typography>
      </Stack>
      <Divider />
      {documents.isPending && <Skeleton variant="rounded" height={72} sx={{ m: 2 }} />}
      {documents.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorMessageOf(documents.error)}
        </Alert>
      )}
      {documents.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ p: { xs: 2, sm: 2.5 } }}>
          Aún no tienes estados de cuenta. El primero llegará el primer día hábil del próximo mes.
        </Typography>
      )}
      {documents.data && documents.data.length > 0 && (
        <List disablePadding>
          {documents.data.map((d, i) => (
            <DocumentRow key={d.id} document={d} last={i === documents.data.length - 1} />
          ))}
        </List>
      )}
      <Divider />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ p: { xs: 2, sm: 2.5 }, alignItems: { sm: 'center' } }}
      >
        <Typography sx={{ flex: 1, fontWeight: 600 }}>Certificado de rentas y retenciones</Typography>
        <TextField
          select
          size="small"
          label="Año"
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          sx={{ minWidth: 110 }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={
            certificate.isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />
          }
          disabled={certificate.isPending}
          onClick={() => certificate.mutate(year)}
        >
          Descargar certificado
        </Button>
      </Stack>
      {certificate.isError && (
        <Alert severity="info" onClose={() => certificate.reset()} sx={{ mx: 2, mb: 2 }}>
          {errorMessageOf(certificate.error)}
        </Alert>
      )}
    </Paper>
  );
}
