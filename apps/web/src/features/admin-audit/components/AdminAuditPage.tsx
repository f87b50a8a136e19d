import { countOf, type AuditEntry } from '@invierte/domain';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DateRangeFields } from '../../../components/admin/DateRangeFields';
import { AdminTable, type AdminColumn } from '../../../components/admin/AdminTable';
import { dayOverHour } from '../../../components/admin/two-lines';
import { useListParams } from '../../../components/admin/use-list-params';
import { errorMessageOf } from '../../../lib/api-client';
import { limaDateTime } from '../../../lib/peru-dates';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/list-audit';
import { useVerifyAudit } from '../api/verify-audit';
import { actionLabel, changesOf } from './audit-labels';

/** What each entity of the log is called on screen. */
const entities: Array<[string, string]> = [
  ['onboarding', 'Solicitudes de inversión'],
  ['rescue', 'Rescates'],
  ['product', 'Productos y valores cuota'],
  ['product-chart', 'Gráficos de productos'],
  ['exchange-rate', 'Tipo de cambio'],
  ['user', 'Usuarios y administradores'],
  ['admin-profile', 'Perfiles de administrador'],
  ['restricted-person', 'Lista restringida'],
  ['investor-document', 'Documentos de inversionistas'],
  ['letter', 'Cartas'],
  ['mail', 'Correos'],
  ['waiting-notice', 'Mensajes de espera'],
  ['excel-import', 'Archivos Excel aplicados'],
];
const entityName = new Map(entities);

const columns: AdminColumn<AuditEntry>[] = [
  {
    label: 'Cuándo',
    render: (e) => dayOverHour(e.at),
  },
  {
    label: 'Quién',
    render: (e) => (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {e.actor?.name || e.actor?.email || 'Sistema'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {e.ip ?? ''}
        </Typography>
      </Box>
    ),
  },
  {
    label: 'Qué',
    render: (e) => (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {actionLabel(e.action)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {entityName.get(e.entity) ?? e.entity} · {e.subject ?? e.entityId ?? '—'}
        </Typography>
        {/* The recorded code stays in view: it is what an auditor searches the log's exports for. */}
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {e.action}
        </Typography>
      </Box>
    ),
  },
  {
    label: 'Cambio',
    render: (e) => (
      // The change is what an auditor reads: it gets the room, the other columns wrap first.
      <Box sx={{ minWidth: { lg: 280 }, maxWidth: 420 }}>
        {changesOf(e).map((line) => (
          <Typography key={line} variant="body2" sx={{ wordBreak: 'break-word' }}>
            {line}
          </Typography>
        ))}
      </Box>
    ),
  },
];

/**
 * /admin/auditoria: every back-office write — who, from where, what, before and after — and every
 * opening of an investor's document by staff, newest first, filtered by what was changed and by dates in the URL; and the verification of the log's
 * hash chain, which names the first row someone altered.
 */
export default function AdminAuditPage() {
  const { params, set, page, setPage } = useListParams();
  const filters = {
    ...(params.get('entidad') ? { entity: params.get('entidad')! } : {}),
    ...(params.get('desde') ? { from: params.get('desde')! } : {}),
    ...(params.get('hasta') ? { to: params.get('hasta')! } : {}),
    page,
  };
  const list = useAuditLog(filters);
  const verify = useVerifyAudit();
  const total = list.data?.total;

  return (
    <AdminPage
      title="Auditoría"
      subtitle={
        total === undefined
          ? 'Cada cambio hecho en el back office y cada documento de un inversionista abierto, del más reciente.'
          : `${countOf(total, 'registro', 'registros')} del back office: cambios y documentos de inversionistas abiertos, del más reciente.`
      }
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label="Qué se cambió"
          value={filters.entity ?? ''}
          onChange={(e) => set('entidad', e.target.value)}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'audit-entity' },
          }}
          sx={{ minWidth: 240 }}
        >
          <option value="">Todo</option>
          {entities.map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </TextField>
        <DateRangeFields from={filters.from} to={filters.to} set={set} />
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<VerifiedOutlinedIcon />}
          loading={verify.isPending}
          onClick={() => verify.mutate()}
          data-testid="audit-verify"
        >
          Verificar integridad
        </Button>
      </Stack>
      {verify.data && (
        <Alert
          severity={verify.data.ok ? 'success' : 'error'}
          sx={{ mb: 2 }}
          onClose={() => verify.reset()}
          data-testid="audit-verification"
        >
          {verify.data.ok
            ? `La cadena de huellas está intacta: ${verify.data.rows} ${verify.data.rows === 1 ? 'registro verificado' : 'registros verificados'}.${
                verify.data.anchor
                  ? ` Coincide con su ancla firmada fuera de la base de datos del ${limaDateTime(verify.data.anchor.at)} (hasta el registro ${verify.data.anchor.id}).`
                  : ''
              }`
            : `${verify.data.broken?.message ?? 'La cadena de huellas no se sostiene.'} Informa al equipo de cumplimiento.`}
        </Alert>
      )}
      {verify.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessageOf(verify.error)}
        </Alert>
      )}
      <AdminTable
        rows={list.data?.items}
        columns={columns}
        rowKey={(e) => String(e.id)}
        loading={list.isLoading}
        error={list.isError ? errorMessageOf(list.error) : null}
        onRetry={() => void list.refetch()}
        empty={
          filters.entity || filters.from || filters.to
            ? 'Ningún cambio coincide con los filtros.'
            : 'Aún no hay cambios registrados.'
        }
        pageSize={AUDIT_PAGE_SIZE}
        serverPaging={list.data && { total: list.data.total, page: list.data.page, onPage: setPage }}
        testId="admin-audit"
      />
    </AdminPage>
  );
}
