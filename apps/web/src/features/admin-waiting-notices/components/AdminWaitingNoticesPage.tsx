import { updateWaitingNoticeRequest, WAITING_NOTICE_MAX, type AdminWaitingNotice } from '@invierte/domain';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/api-client';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { useAdminWaitingNotices } from '../api/list-waiting-notices';
import { useUpdateWaitingNotice } from '../api/update-waiting-notice';

const titles: Record<AdminWaitingNotice['key'], string> = {
  SIGNATURE_REVIEW: 'Revisión de la firma',
  DEPOSIT_VERIFICATION: 'Verificación del depósito',
  RESCUE_PAYMENT: 'Pago de un rescate',
  CANCEL_REQUEST: 'Cancelación pedida a soporte',
  REQUEST_REVIEW: 'Solicitud en revisión',
};

/** One text: where the investor reads it, the text, and for whom may change it, save and restore. */
function NoticeCard({ notice, canWrite }: { notice: AdminWaitingNotice; canWrite: boolean }) {
  const update = useUpdateWaitingNotice();
  const [text, setText] = useState(notice.text);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const changed = text.trim() !== notice.text;

  function save(next: string) {
    setSaved(false);
    const checked = updateWaitingNoticeRequest.safeParse({ text: next });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Revisa el mensaje.');
      return;
    }
    setError(null);
    update.mutate(
      { key: notice.key, text: checked.data.text },
      {
        onSuccess: (answer) => {
          setText(answer.text);
          setSaved(true);
        },
        onError: (e) => setError(fieldErrorsOf(e).text ?? errorMessageOf(e)),
      },
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={`notice-${notice.key}`}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 0.5 }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {titles[notice.key]}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={notice.edited ? 'primary' : 'default'}
          label={notice.edited ? 'Texto editado' : 'Texto original'}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Se muestra: {notice.shownOn}.
      </Typography>
      {canWrite ? (
        <>
          <TextField
            label="Qué sigue y cuánto suele tardar"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setSaved(false);
            }}
            multiline
            minRows={2}
            fullWidth
            error={Boolean(error)}
            helperText={error ?? `${text.trim().length} de ${WAITING_NOTICE_MAX} caracteres`}
            slotProps={{ htmlInput: { maxLength: WAITING_NOTICE_MAX + 50, 'data-testid': 'notice-text' } }}
          />
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'flex-end', mt: 2 }}
          >
            {notice.edited && (
              <Button
                onClick={() => save(notice.defaultText)}
                disabled={update.isPending}
                data-testid="notice-restore"
              >
                Restablecer texto original
              </Button>
            )}
            <Button
              variant="contained"
              onClick={() => save(text)}
              disabled={!changed || update.isPending}
              data-testid="notice-save"
            >
              {update.isPending ? 'Guardando…' : 'Guardar'}
            </Button>
          </Stack>
          {saved && (
            <Alert severity="success" sx={{ mt: 2 }} data-testid="notice-saved">
              Guardado. Los inversionistas ya ven este texto.
            </Alert>
          )}
        </>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <ScheduleIcon fontSize="small" color="action" sx={{ mt: '2px' }} aria-hidden />
          <Typography variant="body2" data-testid="notice-text">
            {notice.text}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}

/**
 * /admin/mensajes-de-espera: what each waiting screen tells the investor happens next and how long
 * it usually takes (after signing, after the deposit, a pending rescue…). Operations edits them;
 * the change is audited and the investor reads it on her next visit.
 */
export default function AdminWaitingNoticesPage() {
  const notices = useAdminWaitingNotices();
  const canWrite = useCan('waiting-notice.write');
  return (
    <AdminPage
      title="Mensajes de espera"
      subtitle="Lo que lee el inversionista mientras espera un paso del back office: qué sigue y cuánto suele tardar. Sé concreto con los plazos."
    >
      {notices.isPending && <Skeleton variant="rounded" height={320} />}
      {notices.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void notices.refetch()}>
              Reintentar
            </Button>
          }
        >
          {errorMessageOf(notices.error)}
        </Alert>
      )}
      <Stack spacing={2} data-testid="notice-list">
        {notices.data?.map((n) => (
          <NoticeCard key={n.key} notice={n} canWrite={canWrite} />
        ))}
      </Stack>
    </AdminPage>
  );
}
