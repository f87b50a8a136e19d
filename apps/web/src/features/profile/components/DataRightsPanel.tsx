import type { DataRequest } from '@invierte/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../../../lib/api-client';
import { settings } from '../../../lib/settings';
import { useDownloadMyData } from '../api/download-my-data';
import { useDataRequests } from '../api/list-data-requests';
import { useRequestDataCancellation } from '../api/request-data-cancellation';

const kindNames: Record<DataRequest['kind'], string> = {
  EXPORT_JSON: 'Descarga de datos (JSON)',
  EXPORT_PDF: 'Descarga de datos (PDF)',
  CANCELLATION: 'Solicitud de cancelación de datos',
};

const limaDateTime = (iso: string) =>
  new Intl.DateTimeFormat('es-PE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Lima',
  }).format(new Date(iso));

/** Ley 29733 self-service: download the data (JSON, PDF) and ask for its cancellation, each recorded. */
export function DataRightsPanel() {
  const download = useDownloadMyData();
  const requests = useDataRequests();
  const cancel = useRequestDataCancellation();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const openCancellation = requests.data?.find((r) => r.kind === 'CANCELLATION' && r.status === 'RECEIVED');

  const submitCancellation = () =>
    cancel.mutate(
      { reason, confirmed: true },
      {
        onSuccess: () => {
          setAsking(false);
          setReason('');
          setConfirmed(false);
        },
      },
    );

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="section"
      aria-labelledby="data-rights-title"
    >
      <Typography id="data-rights-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Tus datos personales
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Conforme a la Ley N.º 29733, puedes acceder a tus datos y pedir su cancelación de forma gratuita.
        También puedes escribirnos a{' '}
        <Link href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</Link>, como indica nuestra{' '}
        <Link component={RouterLink} to="/politica-privacidad">
          Política de Privacidad
        </Link>
        .
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        // One line a label where the buttons sit side by side; stacked on a phone they wrap instead of
        // overflowing the card (the longest label is wider than a 390 px screen's card).
        sx={{ mt: 2, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: { xs: 'normal', sm: 'nowrap' } } }}
      >
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={download.isPending}
          onClick={() => download.mutate('pdf')}
          data-testid="download-data-pdf"
        >
          Descargar mis datos (PDF)
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={download.isPending}
          onClick={() => download.mutate('json')}
          data-testid="download-data-json"
        >
          Descargar mis datos (JSON)
        </Button>
        <Button
          color="error"
          disabled={Boolean(openCancellation)}
          onClick={() => setAsking(true)}
          data-testid="request-cancellation"
        >
          Solicitar la cancelación de mis datos
        </Button>
      </Stack>
      {download.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageOf(download.error)}
        </Alert>
      )}
      {openCancellation && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="cancellation-received">
          Recibimos tu solicitud de cancelación el {limaDateTime(openCancellation.createdAt)}. Te escribiremos
          cuando la atendamos; los datos que la ley nos obliga a conservar (contratos y operaciones) se
          mantienen hasta cumplir su plazo.
        </Alert>
      )}
      {requests.data && requests.data.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ mt: 2, pl: 2.5, mb: 0 }} data-testid="data-requests">
          {requests.data.map((r) => (
            <Typography component="li" variant="body2" color="text.secondary" key={r.id}>
              {kindNames[r.kind]} — {limaDateTime(r.createdAt)}
            </Typography>
          ))}
        </Stack>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} maxWidth="xs" fullWidth>
        <DialogTitle>Solicitar la cancelación de mis datos</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            Nuestro equipo revisará tu pedido y te escribirá a tu correo. Si tienes inversiones o solicitudes
            en curso, conservaremos los datos que exige la ley hasta que terminen.
          </Typography>
          <TextField
            label="Motivo (opcional)"
            value={reason}
            onChange={(e) => setReason(e.target.value.slice(0, 500))}
            multiline
            minRows={2}
            fullWidth
          />
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
            label="Confirmo que deseo solicitar la cancelación de mis datos personales."
          />
          {cancel.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errorMessageOf(cancel.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Cancelar</Button>
          <Button
            variant="contained"
            color="error"
            disabled={!confirmed || cancel.isPending}
            onClick={submitCancellation}
            data-testid="confirm-cancellation"
          >
            Enviar solicitud
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
