import {
  currencySymbols,
  currencyWords,
  formatCurrency,
  onboardingStateLabels,
  sumAmounts,
  type OnboardingState,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useQuotaValueBoard } from '../../../lib/admin-api/get-quota-value-board';
import { useAdminRescues } from '../../../lib/admin-api/list-admin-rescues';
import { ApiError } from '../../../lib/api-client';
import { limaDateTime, limaToday, peruvianDate } from '../../../lib/peru-dates';
import { useLedgerReconciliation } from '../api/get-ledger-reconciliation';
import { useWorkQueues } from '../api/get-work-queues';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { useOnboardingQuantities } from '../../../lib/admin-api/get-onboarding-quantities';

/** The states that wait for someone in the back office, in the order they are worked. */
const waitingStates: OnboardingState[] = [
  'WAITING_FOR_APPROVAL',
  'IN_VERIFICATION',
  'ON_HOLD',
  'WAITING_FOR_CANCEL',
];

const forbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

function Card({
  title,
  query,
  to,
  onAction,
  action,
  children,
  testId,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** Where its button goes, or what it does. */
  to?: string;
  onAction?: () => void;
  action: string;
  children: ReactNode;
  testId: string;
}) {
  // A section the admin's permissions do not open is simply not shown.
  if (query.isError && forbidden(query.error)) return null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid={testId}
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ flex: 1 }}>
        {query.isPending ? (
          <Skeleton height={64} />
        ) : query.isError ? (
          <Alert severity="error">No pudimos cargar esta información.</Alert>
        ) : (
          children
        )}
      </Box>
      <Box sx={{ mt: 2 }}>
        {to ? (
          <Button component={RouterLink} to={to} variant="outlined" size="small">
            {action}
          </Button>
        ) : (
          <Button onClick={onAction} variant="outlined" size="small">
            {action}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

const BigNumber = ({ value, label }: { value: ReactNode; label: string }) => (
  <Box>
    <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>{value}</Typography>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  </Box>
);

/** /admin: what waits for the back office today, each card linking to its section. */
export default function AdminHomePage() {
  const quantities = useOnboardingQuantities();
  const rescues = useAdminRescues('PENDING');
  const board = useQuotaValueBoard();
  const ledger = useLedgerReconciliation();
  const today = limaToday();
  const waiting = waitingStates.reduce((n, s) => n + (quantities.data?.byState[s] ?? 0), 0);
  const queues = useWorkQueues();
  // Read-only profiles (auditing) are offered a look, not a write they cannot make.
  const canDecide = useCan('onboarding.decide');
  const canApprove = useCan('onboarding.approve');
  const canPublish = useCan('product.quota-value.write');
  const canCancel = useCan('support.cancel');
  const missing = board.data?.filter((p) => p.latest?.valueDate !== today) ?? [];
  const support = queues.data?.support;
  const compliance = queues.data?.compliance;
  const audit = queues.data?.audit;
  // A profile that opens none of these summaries is told where to go instead.
  const nothingOpen =
    [quantities, rescues, board, ledger].every((q) => q.isError && forbidden(q.error)) &&
    queues.isSuccess &&
    !support &&
    !compliance &&
    !audit;

  return (
    <AdminPage title="Resumen" subtitle={`Lo que espera al equipo hoy, ${peruvianDate(today)}.`}>
      {nothingOpen && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="home-nothing-open">
          Tu perfil no incluye ninguno de estos resúmenes. Usa el menú para ir a tus secciones.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card
          title="Solicitudes de inversión"
          query={quantities}
          to="/admin/onboardings"
          action={canDecide || canApprove ? 'Revisar solicitudes' : 'Ver solicitudes'}
          testId="home-onboardings"
        >
          <BigNumber value={waiting} label="esperan una revisión" />
          <Stack spacing={0.5} sx={{ mt: 1 }}>
            {waitingStates.map((s) => (
              <Typography key={s} variant="body2">
                {onboardingStateLabels[s]}: <strong>{quantities.data?.byState[s] ?? 0}</strong>
              </Typography>
            ))}
          </Stack>
        </Card>
        <Card
          title="Rescates"
          query={rescues}
          to="/admin/rescates"
          action="Ver rescates"
          testId="home-rescues"
        >
          <BigNumber value={rescues.data?.length ?? 0} label="pendientes de pago" />
          {(['PEN', 'USD'] as const).map((code) => {
            const amounts = rescues.data?.filter((r) => r.currency.code === code).map((r) => r.amount) ?? [];
            return amounts.length > 0 ? (
              <Typography key={code} variant="body2" sx={{ mt: 1 }}>
                Por pagar en {currencyWords[code]}:{' '}
                <strong>{formatCurrency(sumAmounts(amounts), code)}</strong>
              </Typography>
            ) : null;
          })}
        </Card>
        <Card
          title="Valores cuota de hoy"
          query={board}
          to="/admin/valores-cuota"
          action={canPublish ? 'Publicar valores' : 'Ver valores cuota'}
          testId="home-quota-values"
        >
          <BigNumber
            value={`${(board.data?.length ?? 0) - missing.length} de ${board.data?.length ?? 0}`}
            label="productos con el valor de hoy"
          />
          {missing.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Faltan: {missing.map((p) => `${p.name} (${currencySymbols[p.currency]})`).join(', ')}.
            </Typography>
          )}
        </Card>
        {support && (
          <Card
            title="Cola de soporte"
            query={queues}
            to="/admin/soporte"
            action={canCancel ? 'Atender la cola' : 'Ver la cola'}
            testId="home-support"
          >
            <BigNumber value={support.cancelRequests} label="pedidos de anulación por atender" />
            {support.disabledInvestors !== null && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                Cuentas de inversionistas desactivadas:{' '}
                <Link
                  component={RouterLink}
                  to="/admin/usuarios?estado=desactivadas"
                  sx={{ fontWeight: 700 }}
                >
                  {support.disabledInvestors}
                </Link>
              </Typography>
            )}
          </Card>
        )}
        {compliance && (
          <Card
            title="Lista restringida"
            query={queues}
            to="/admin/onboardings?estado=ON_HOLD"
            action="Ver solicitudes retenidas"
            testId="home-compliance"
          >
            <BigNumber value={compliance.held} label="solicitudes retenidas por coincidir con la lista" />
            {compliance.latestHeld.length > 0 && (
              <Stack component="ul" spacing={0.5} sx={{ mt: 1, pl: 2.5, mb: 0 }}>
                {compliance.latestHeld.map((h) => (
                  <Typography key={h.id} component="li" variant="body2">
                    <Link component={RouterLink} to={`/admin/onboardings/${h.id}`}>
                      {h.name}
                    </Link>
                    {h.documentNumber ? ` · DNI ${h.documentNumber}` : ''} · {h.productName} · retenida el{' '}
                    {limaDateTime(h.heldAt)}
                  </Typography>
                ))}
              </Stack>
            )}
          </Card>
        )}
        {audit && (
          <Card
            title="Registro de auditoría"
            query={queues}
            to="/admin/auditoria"
            action="Ir a la auditoría"
            testId="home-audit"
          >
            {audit.lastAnchor === null ? (
              <Typography variant="body2">
                Aún no se ha verificado la cadena del registro. Verifícala desde la auditoría.
              </Typography>
            ) : audit.lastAnchor.signed ? (
              <>
                <BigNumber
                  value={audit.lastAnchor.rows}
                  label="registros íntegros en la última verificación"
                />
                <Typography variant="body2" sx={{ mt: 1 }}>
                  Verificada y firmada el {limaDateTime(audit.lastAnchor.at)}.
                </Typography>
              </>
            ) : (
              <Alert severity="error">
                La firma de la última verificación ({limaDateTime(audit.lastAnchor.at)}) no corresponde a la
                clave de esta instalación. Verifica el registro antes de confiar en él.
              </Alert>
            )}
          </Card>
        )}
        <Card
          title="Libro de cuotas"
          query={ledger}
          onAction={() => void ledger.refetch()}
          action="Volver a verificar"
          testId="home-ledger"
        >
          {ledger.data &&
            (ledger.data.ok ? (
              <Alert severity="success">
                Cuadrado: {ledger.data.accounts} cuentas y {ledger.data.transactions} operaciones coinciden
                con sus asientos.
              </Alert>
            ) : (
              <Alert severity="error">
                Descuadre: {ledger.data.accountMismatches.length} cuentas y{' '}
                {ledger.data.unbalancedTransactions.length + ledger.data.cashWithoutItsFund.length}{' '}
                operaciones no coinciden con sus asientos. Revisa la conciliación antes de operar.
              </Alert>
            ))}
        </Card>
      </Box>
    </AdminPage>
  );
}
