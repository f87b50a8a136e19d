import type { CustomerContract } from '@invierte/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
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
import { limaLongDate, limaLongDateTime } from '../../../lib/peru-dates';
import { useDownloadContract } from '../api/download-contract';
import { useContracts } from '../api/list-contracts';
import { KeptDocuments } from './KeptDocuments';

/** One request's documents, in the order its signing screen lists them. */
interface RequestDocuments {
  onboardingId: string;
  productName: string;
  signedAt: string | null;
  generatedAt: string;
  documents: CustomerContract[];
}

function byRequest(documents: CustomerContract[]): RequestDocuments[] {
  const requests = new Map<string, RequestDocuments>();
  for (const d of documents) {
    const request = requests.get(d.onboardingId) ?? {
      onboardingId: d.onboardingId,
      productName: d.productName,
      signedAt: d.signedAt,
      generatedAt: d.createdAt,
      documents: [],
    };
    request.documents.push(d);
    requests.set(d.onboardingId, request);
  }
  return [...requests.values()];
}

function RequestCard({ request }: { request: RequestDocuments }) {
  const download = useDownloadContract();
  return (
    <Paper variant="outlined" component="section" aria-label={`Documentos de ${request.productName}`}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, p: { xs: 2, sm: 2.5 } }}
      >
        <div>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {request.productName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {request.signedAt
              ? `Firmado el ${limaLongDateTime(request.signedAt)} (hora de Lima)`
              : `Generado el ${limaLongDate(request.generatedAt)}: aún falta tu firma`}
          </Typography>
        </div>
        <Chip
          size="small"
          color={request.signedAt ? 'success' : 'default'}
          label={request.signedAt ? 'Firmado' : 'Sin firmar'}
          data-testid="documents-state"
        />
      </Stack>
      {download.isError && (
        <Alert severity="error" onClose={() => download.reset()} sx={{ mx: 2, mb: 1 }}>
          {errorMessageOf(download.error)}
        </Alert>
      )}
      <Divider />
      <List disablePadding>
        {request.documents.map((d, i) => (
          <ListItem
            key={d.id}
            divider={i < request.documents.length - 1}
            sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, px: { xs: 2, sm: 2.5 } }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              {d.kind === 'CERTIFICATE' ? (
                <VerifiedUserOutlinedIcon color="success" />
              ) : (
                <DescriptionOutlinedIcon color="action" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={d.title}
              secondary={d.fileName}
              sx={{ flex: '1 1 200px', '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
            />
            <Button
              size="small"
              variant="outlined"
              startIcon={
                download.isPending && download.variables?.id === d.id ? (
                  <CircularProgress size={16} color="inherit" />
                ) : (
                  <DownloadIcon />
                )
              }
              disabled={download.isPending}
              onClick={() => download.mutate(d)}
              aria-label={`Descargar ${d.title} de ${d.productName}`}
              data-testid="documents-download"
              sx={{ ml: 'auto' }}
            >
              Descargar
            </Button>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/**
 * /perfil2/documentos (every request's) and /perfil2/documentos/{accountId} (one request's): the
 * contract, its annexes and the signature's certificate of each investment request, to download.
 */
export default function DocumentsPage() {
  const { accountId } = useParams();
  const contracts = useContracts();
  const requests = byRequest(contracts.data?.filter((c) => !accountId || c.onboardingId === accountId) ?? []);
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
          {accountId
            ? 'El contrato, sus anexos y la constancia de firma de esta solicitud de inversión.'
            : 'Tus estados de cuenta, certificados y los contratos de cada solicitud de inversión.'}
        </Typography>
      </div>
      {!accountId && <KeptDocuments />}
      {contracts.isPending && <Skeleton variant="rounded" height={180} />}
      {contracts.isError && <Alert severity="error">{errorMessageOf(contracts.error)}</Alert>}
      {contracts.data && requests.length === 0 && (
        <Alert severity="info" data-testid="documents-empty">
          {accountId
            ? 'No encontramos documentos de esta solicitud.'
            : 'Aún no tienes documentos. Aparecerán aquí cuando generes el contrato de una solicitud.'}
        </Alert>
      )}
      {requests.map((request) => (
        <RequestCard key={request.onboardingId} request={request} />
      ))}
      <Box>
        <Button
          component={RouterLink}
          to={accountId ? '/perfil2/documentos' : '/perfil-menu'}
          startIcon={<ArrowBackIcon />}
        >
          Volver
        </Button>
      </Box>
    </Stack>
  );
}
