import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-client';
import { useDownloadContract } from '../api/download-contract';
import { useContracts } from '../api/list-contracts';

const limaDate = (iso: string) =>
  new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'America/Lima' }).format(new Date(iso));

/** /perfil2/documentos (every contract) and /perfil2/documentos/{accountId} (one request's). */
export default function DocumentsPage() {
  const { accountId } = useParams();
  const contracts = useContracts();
  const download = useDownloadContract();
  const shown = contracts.data?.filter((c) => !accountId || c.onboardingId === accountId) ?? [];
  return (
    <Stack
      spacing={3}
      sx={{ width: '100%', maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}
    >
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Mis documentos
        </Typography>
        <Typography color="text.secondary">
          Los contratos generados en tus solicitudes de inversión.
        </Typography>
      </div>
      {contracts.isPending && <Skeleton variant="rounded" height={120} />}
      {contracts.isError && <Alert severity="error">{errorMessageOf(contracts.error)}</Alert>}
      {contracts.data && shown.length === 0 && (
        <Alert severity="info" data-testid="documents-empty">
          {accountId
            ? 'No encontramos documentos de esta solicitud.'
            : 'Aún no tienes documentos. Aparecerán aquí cuando generes el contrato de una solicitud.'}
        </Alert>
      )}
      {download.isError && (
        <Alert severity="error" onClose={() => download.reset()}>
          {errorMessageOf(download.error)}
        </Alert>
      )}
      {shown.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding>
            {shown.map((c, i) => (
              <ListItem
                key={c.id}
                divider={i < shown.length - 1}
                sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <DescriptionIcon />
                </ListItemIcon>
                <ListItemText
                  primary={`${c.productName} · ${c.fileName}`}
                  secondary={`Generado el ${limaDate(c.createdAt)}`}
                  sx={{ flex: '1 1 220px' }}
                />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
                  <Chip
                    size="small"
                    color={c.signed ? 'success' : 'default'}
                    label={c.signed ? 'Firmado' : 'Sin firmar'}
                  />
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={
                      download.isPending && download.variables?.id === c.id ? (
                        <CircularProgress size={16} color="inherit" />
                      ) : (
                        <DownloadIcon />
                      )
                    }
                    disabled={download.isPending}
                    onClick={() => download.mutate(c)}
                    aria-label={`Descargar ${c.fileName} de ${c.productName}`}
                    data-testid="documents-download"
                  >
                    Descargar
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <div>
        <Button
          component={RouterLink}
          to={accountId ? '/perfil2/documentos' : '/perfil-menu'}
          startIcon={<ArrowBackIcon />}
        >
          Volver
        </Button>
      </div>
    </Stack>
  );
}
