import type { SigningView } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-client';
import { useAcceptDocuments } from './api/accept-documents';
import { useRequestSigningCode } from './api/request-signing-code';
import { useSendContract } from './api/send-contract';
import { mmss, useCountdown } from './use-countdown';

/** Seconds before "Reenviar código" is offered again after a send. */
const RESEND_AFTER_S = 60;

/** Acceptance of each document, the e-mailed code and "Firmar contrato". */
export function SignForm({ view }: { view: SigningView }) {
  const signable = view.documents.filter((d) => d.kind !== 'CERTIFICATE');
  const [checked, setChecked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(signable.map((d) => [d.id, d.acceptedAt !== null])),
  );
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptDocuments(view.onboardingId);
  const request = useRequestSigningCode();
  const sign = useSendContract(view.onboardingId);

  const allChecked = signable.every((d) => checked[d.id]);
  const serverWait = view.code.nextSendAt ? Date.parse(view.code.nextSendAt) : null;
  const localWait = sentAt ? sentAt + RESEND_AFTER_S * 1000 : null;
  const waitUntil = Math.max(serverWait ?? 0, localWait ?? 0) || null;
  const wait = useCountdown(waitUntil);
  const busy = accept.isPending || request.isPending || sign.isPending;
  const codeError = sign.error ? fieldErrorsOf(sign.error).code : undefined;

  async function sendCode() {
    sign.reset();
    setError(null);
    setNotice(null);
    try {
      if (signable.some((d) => d.acceptedAt === null)) await accept.mutateAsync(signable.map((d) => d.id));
      const sent = await request.mutateAsync();
      setSentAt(Date.now());
      setNotice(`${sent.message} Vence en ${Math.round(sent.expiresInSeconds / 60)} minutos.`);
    } catch (e) {
      setError(errorMessageOf(e));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code)) {
      setError('Ingresa el código de 6 dígitos.');
      return;
    }
    try {
      await sign.mutateAsync(code);
    } catch (e) {
      setError(errorMessageOf(e));
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Firma del contrato">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Acepta y firma
      </Typography>
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        {signable.map((d) => (
          <FormControlLabel
            key={d.id}
            control={
              <Checkbox
                checked={checked[d.id] ?? false}
                onChange={(e) => setChecked((c) => ({ ...c, [d.id]: e.target.checked }))}
                disabled={busy}
              />
            }
            label={`Leí y acepto el ${d.title.charAt(0).toLowerCase()}${d.title.slice(1)}`}
          />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Te enviaremos un código de 6 dígitos a tu correo. Al ingresarlo firmas electrónicamente estos
        documentos; guardaremos la fecha, la hora, tu dirección IP y tu navegador como constancia.
      </Typography>
      {notice && !error && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {error && !codeError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Button
          variant={sentAt ? 'outlined' : 'contained'}
          onClick={sendCode}
          disabled={!allChecked || busy || wait > 0}
          sx={{ minWidth: 200, height: 56 }}
        >
          {wait > 0 ? `Reenviar código en ${mmss(wait)}` : sentAt ? 'Reenviar código' : 'Enviar código'}
        </Button>
        <TextField
          label="Código de verificación"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
          error={Boolean(codeError)}
          helperText={codeError ?? ' '}
          disabled={!allChecked || busy}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!allChecked || busy || code.length !== 6}
          sx={{ minWidth: 180, height: 56 }}
        >
          {sign.isPending ? 'Firmando…' : 'Firmar contrato'}
        </Button>
      </Stack>
      {!allChecked && (
        <Typography variant="caption" color="text.secondary">
          Marca cada documento para poder pedir tu código.
        </Typography>
      )}
    </Box>
  );
}
