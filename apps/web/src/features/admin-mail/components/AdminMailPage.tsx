import {
  MAIL_PAGE_SIZE,
  mailStatusLabels,
  mailStatuses,
  type AdminMailItem,
  type MailStatus,
} from '@invierte/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { useListParams } from '../../../components/admin/use-list-params';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { errorMessageOf } from '../../../lib/api-client';
import { limaDateTime } from '../../../lib/peru-dates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { mailKey, useMail } from '../api/list-mail';
import { retryMail } from '../api/retry-mail';

const statusColors: Record<MailStatus, 'error' | 'warning' | 'success'> = {
  FAILED: 'error',
  QUEUED: 'warning',
  SENT: 'success',
};
// Failed first: they are what this screen is for.
const chipOrder: MailStatus[] = ['FAILED', 'QUEUED', 'SENT'];

const isStatus = (value: string | null): value is MailStatus =>
  (mailStatuses as readonly string[]).includes(value ?? '');

/**
 * How many tries a message took. A sent one always took at least one (rows sent before the outbox
 * counted direct sends hold 0), so it never reads "0 intentos".
 */
function attemptsText(m: AdminMailItem): string {
  if (m.status === 'SENT')
    return m.attempts <= 1 ? 'Enviado al primer intento' : `Enviado tras ${m.attempts} intentos`;
  if (m.attempts === 0) return 'Aún sin intentos';
  return m.attempts === 1 ? '1 intento' : `${m.attempts} intentos`;
}

const columns: AdminColumn<AdminMailItem>[] = [
  {
    label: 'Destinatario',
    render: (m) => (
      <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
        {m.to}
      </Typography>
    ),
  },
  { label: 'Asunto', render: (m) => m.subject },
  {
    label: 'Estado',
    render: (m) => (
      <Chip
        size="small"
        color={statusColors[m.status]}
        variant="outlined"
        label={mailStatusLabels[m.status]}
      />
    ),
  },
  {
    label: 'Detalle',
    render: (m) => (
      <Stack sx={{ gap: 0.25 }}>
        <Typography variant="body2">
          {m.sentAt ? `Enviado el ${limaDateTime(m.sentAt)}` : `Creado el ${limaDateTime(m.createdAt)}`}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {attemptsText(m)}
          {m.nextAttemptAt ? ` · próximo: ${limaDateTime(m.nextAttemptAt)}` : ''}
        </Typography>
        {m.lastError && m.status !== 'SENT' && (
          <Typography variant="caption" color="error" sx={{ wordBreak: 'break-word' }}>
            {m.lastError}
          </Typography>
        )}
      </Stack>
    ),
  },
];

/**
 * /admin/correos: the e-mails the platform sends investors (decision 0022), newest first, by status
 * and searched; one that failed after its last try can be sent again after confirming.
 */
export default function AdminMailPage() {
  const { params, set, page, setPage } = useListParams();
  const raw = params.get('estado');
  const status = isStatus(raw) ? raw : null;
  const search = params.get('q') ?? '';
  const settled = useDebouncedValue(search, 300).trim();
  const list = useMail(page, status, settled);
  const canRetry = useCan('mail.retry');
  const client = useQueryClient();
  const [retrying, setRetrying] = useState<AdminMailItem | null>(null);
  const retry = useMutation({
    mutationFn: retryMail,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: mailKey });
      setRetrying(null);
    },
  });
  const failed = list.data?.counts.FAILED;

  return (
    <AdminPage
      title="Correos"
      subtitle={
        failed === undefined
          ? 'Los correos que la plataforma envía a los inversionistas, del más reciente.'
          : failed === 0
            ? 'Ningún correo falló: todos se enviaron o están en cola.'
            : `${failed} ${failed === 1 ? 'correo falló' : 'correos fallaron'} después de su último intento: revísalos y reenvíalos.`
      }
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="mail-statuses">
        <Chip
          label="Todos"
          color={status === null ? 'primary' : 'default'}
          variant={status === null ? 'filled' : 'outlined'}
          onClick={() => set('estado', '')}
        />
        {chipOrder.map((s) => (
          <Chip
            key={s}
            label={`${mailStatusLabels[s]}: ${list.data?.counts[s] ?? '…'}`}
            color={status === s ? 'primary' : 'default'}
            variant={status === s ? 'filled' : 'outlined'}
            onClick={() => set('estado', s)}
            data-testid={`mail-status-${s}`}
          />
        ))}
      </Stack>
      <Stack direction="row" sx={{ mb: 2 }}>
        <TextField
          size="small"
          label="Buscar por correo o asunto"
          value={search}
          onChange={(e) => set('q', e.target.value)}
          sx={{ minWidth: { xs: '100%', sm: 340 } }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'mail-search' } }}
        />
      </Stack>
      <AdminTable
        rows={list.data?.items}
        columns={columns}
        rowKey={(m) => m.id}
        loading={list.isPending}
        error={list.isError ? errorMessageOf(list.error) : null}
        onRetry={() => void list.refetch()}
        empty={
          settled || status
            ? 'Ningún correo coincide con los filtros.'
            : 'Aún no se ha enviado ningún correo.'
        }
        pageSize={MAIL_PAGE_SIZE}
        serverPaging={list.data && { total: list.data.total, page: list.data.page, onPage: setPage }}
        actions={
          canRetry
            ? (m) =>
                m.status === 'FAILED' ? (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => {
                      retry.reset();
                      setRetrying(m);
                    }}
                    data-testid="mail-retry"
                  >
                    Reenviar
                  </Button>
                ) : null
            : undefined
        }
        testId="admin-mail"
      />
      {retrying && (
        <ReasonDialog
          title="Reenviar el correo"
          text={`Volveremos a enviar «${retrying.subject}» a ${retrying.to}. Sale enseguida; si vuelve a fallar, se reintenta solo.`}
          confirmLabel="Reenviar"
          needsReason={false}
          pending={retry.isPending}
          error={retry.isError ? errorMessageOf(retry.error) : null}
          onConfirm={() => retry.mutate(retrying.id)}
          onClose={() => setRetrying(null)}
        />
      )}
    </AdminPage>
  );
}
