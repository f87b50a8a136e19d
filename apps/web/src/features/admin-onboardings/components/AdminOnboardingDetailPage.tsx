import {
  type ContractState,
  contractStateLabels,
  type CurrencyCode,
  currencyLabel,
  currencySymbols,
  currencyWords,
  formatMoney,
  formatQuotas,
  formatQuotaValue,
  onboardingEventLabels,
  type OnboardingState,
  onboardingStateLabels,
} from '@invierte/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ReportProblemOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { limaDateTime, peruvianDate } from '../../../lib/peru-dates';
import { useApproveOnboarding } from '../api/approve-onboarding';
import { useOnboardingChecking } from '../api/get-onboarding-checking';
import { useOnboardingDetail, type OnboardingDetail } from '../api/get-onboarding-detail';
import { useAdminMe } from '../../../lib/admin-api/get-admin-me';
import { reviewDecisions, useReviewDecision, type ReviewDecision } from '../api/review-decisions';
import { PartFields } from './PartFields';
import { ReviewDocuments } from './ReviewDocuments';

const partTitles: Record<string, string> = {
  personalInformation: 'Datos personales',
  birthdata: 'Fecha y lugar de nacimiento',
  address: 'Domicilio',
  occupation: 'Ocupación',
  pep: 'Persona expuesta políticamente',
  resourceHolder: 'Titular de los recursos',
  finalBeneficiary: 'Beneficiario final',
  accountType: 'Tipo de cuenta',
  institutionalInvestor: 'Inversionista institucional',
  investment: 'Inversión',
  bankAccount: 'Cuenta bancaria',
  deposit: 'Depósito',
  checking: 'Declaración de origen de fondos',
};

const partNames = Object.keys(partTitles);
const partOrder = (part: string) => (partNames.includes(part) ? partNames.indexOf(part) : partNames.length);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Checks({ id }: { id: string }) {
  const checking = useOnboardingChecking(id);
  if (checking.isPending) return <Skeleton height={80} />;
  if (checking.isError) return <Alert severity="error">{errorMessageOf(checking.error)}</Alert>;
  return (
    <Stack spacing={1} data-testid="onboarding-checks">
      {checking.data.checks.map((c) => (
        <Stack key={c.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {c.ok ? (
            <CheckCircleIcon color="success" fontSize="small" />
          ) : (
            <ErrorOutlineIcon color="warning" fontSize="small" />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {c.label}
            </Typography>
            {/* A document's SHA-256 is one long word: it wraps instead of widening a phone's page. */}
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {c.detail}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function Approval({ detail }: { detail: OnboardingDetail }) {
  const a = detail.approval;
  if (!a)
    return <Typography color="text.secondary">Aún nadie preparó la aprobación del depósito.</Typography>;
  const symbol = currencyLabel(currencySymbols, a.currency);
  return (
    <Box data-testid="onboarding-approval">
      <Typography variant="body2">
        {a.status === 'EXECUTED' ? 'Ejecutada' : 'Preparada'}: {formatMoney(a.amount, { symbol })} al valor
        cuota de {formatQuotaValue(a.quotaValue, symbol)} del {peruvianDate(a.quotaValueDate)} ={' '}
        <strong>{formatQuotas(a.quotas)} cuotas</strong>.
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Preparada el {limaDateTime(a.preparedAt)}
        {a.executedAt
          ? `; confirmada el ${limaDateTime(a.executedAt)}`
          : '; falta que otro administrador la confirme.'}
      </Typography>
    </Box>
  );
}

/**
 * /admin/onboardings/:id: the onboarding for the reviewer — who, which fund, the checks, the
 * documents to open (contract, vouchers…), what the investor registered, the deposit approval, the history — and the decisions its state allows, each
 * behind a dialog that says what it does. The deposit approval is maker-checker: one administrator
 * prepares it at the applicable day's quota value, another confirms it and the quotas are credited.
 */
export default function AdminOnboardingDetailPage() {
  const { id = '' } = useParams();
  const detail = useOnboardingDetail(id);
  const me = useAdminMe();
  const allowed: readonly string[] = me.data?.permissions ?? [];
  const decide = useReviewDecision(id);
  const approve = useApproveOnboarding();
  const [asked, setAsked] = useState<ReviewDecision | 'approve' | null>(null);
  const [approveKey, setApproveKey] = useState('');

  const back = (
    <Button component={RouterLink} to="/admin/onboardings" startIcon={<ArrowBackIcon />} size="small">
      Volver a las solicitudes
    </Button>
  );
  if (detail.isPending)
    return (
      <AdminPage title="Solicitud de inversión">
        <Skeleton variant="rounded" height={320} />
      </AdminPage>
    );
  if (detail.isError)
    return (
      <AdminPage title="Solicitud de inversión" actions={back}>
        <Alert severity="error">{errorMessageOf(detail.error)}</Alert>
      </AdminPage>
    );

  const d = detail.data;
  const name = [d.user.name, d.user.lastName, d.user.secondLastName].filter(Boolean).join(' ');
  const due = (Object.keys(reviewDecisions) as ReviewDecision[]).filter((k) =>
    (reviewDecisions[k].when as readonly string[]).includes(d.state),
  );
  // Only what the admin's roles allow (the server refuses the rest anyway).
  const decisions = due.filter((k) => allowed.includes(reviewDecisions[k].permission));
  const approvalDue = d.state === 'IN_VERIFICATION';
  const canApprove = approvalDue && allowed.includes('onboarding.approve');
  const prepared = d.approval?.status === 'PREPARED';
  const open = (which: ReviewDecision | 'approve') => {
    decide.reset();
    approve.reset();
    if (which === 'approve') setApproveKey(crypto.randomUUID());
    setAsked(which);
  };

  return (
    <AdminPage
      title={name}
      subtitle={`${d.user.documentType ?? 'DNI'} ${d.user.documentNumber ?? '—'} · ${d.user.email} · ${d.product.name} (${currencyLabel(currencyWords, d.product.currency)})`}
      actions={back}
    >
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Chip
                color="primary"
                label={onboardingStateLabels[d.state as OnboardingState] ?? d.state}
                data-testid="onboarding-state"
              />
              <Chip
                variant="outlined"
                label={`Contrato: ${contractStateLabels[d.keynuaContractState as ContractState] ?? d.keynuaContractState}`}
              />
              {d.reason && (
                <Typography variant="body2" color="text.secondary">
                  Motivo: {d.reason}
                </Typography>
              )}
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {canApprove && (
                <Button variant="contained" onClick={() => open('approve')} data-testid="decision-approve">
                  {prepared ? 'Confirmar aprobación' : 'Preparar aprobación'}
                </Button>
              )}
              {decisions.map((k) => (
                <Button
                  key={k}
                  variant={reviewDecisions[k].reason ? 'outlined' : 'contained'}
                  color={reviewDecisions[k].reason ? 'error' : 'primary'}
                  onClick={() => open(k)}
                  data-testid={`decision-${k}`}
                >
                  {reviewDecisions[k].label}
                </Button>
              ))}
              {me.data && !canApprove && decisions.length === 0 && (
                <Typography variant="body2" color="text.secondary" data-testid="no-decisions">
                  {approvalDue || due.length > 0
                    ? 'Tu perfil no permite decidir sobre esta solicitud.'
                    : 'No hay decisiones pendientes en este estado.'}
                </Typography>
              )}
            </Stack>
          </Stack>
        </Paper>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Section title="Verificaciones">
            <Checks id={id} />
          </Section>
          <Section title="Aprobación del depósito">
            <Approval detail={d} />
          </Section>
        </Box>
        <Section title="Documentos">
          <ReviewDocuments onboardingId={id} />
        </Section>
        <Section title="Datos registrados">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {Object.entries(d.parts)
              .sort(([a], [b]) => partOrder(a) - partOrder(b))
              .map(([part, data]) => (
                <Box key={part}>
                  <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
                    {partTitles[part] ?? part}
                  </Typography>
                  <PartFields
                    onboardingId={id}
                    part={part}
                    data={data}
                    currency={d.product.currency as CurrencyCode}
                  />
                </Box>
              ))}
          </Box>
        </Section>
        <Section title="Historial">
          <Stack spacing={1} data-testid="onboarding-events">
            {[...d.events].reverse().map((e, i) => (
              <Typography key={`${e.createdAt}-${i}`} variant="body2">
                <strong>{limaDateTime(e.createdAt)}</strong> · {onboardingEventLabels[e.event] ?? e.event}:{' '}
                {/* A step that left the state as it was (a code sent, a part saved) names it once. */}
                {e.fromState && e.fromState !== e.toState
                  ? `${onboardingStateLabels[e.fromState as OnboardingState] ?? e.fromState} → `
                  : ''}
                {onboardingStateLabels[e.toState as OnboardingState] ?? e.toState}
                {e.ip ? ` · IP ${e.ip}` : ''}
              </Typography>
            ))}
          </Stack>
        </Section>
      </Stack>
      {asked === 'approve' && (
        <ReasonDialog
          title={prepared ? 'Confirmar la aprobación' : 'Preparar la aprobación'}
          text={
            prepared
              ? 'Se acreditarán las cuotas preparadas en la posición del inversionista y se le avisará. Debe confirmarla un administrador distinto del que la preparó.'
              : 'Se valoriza el depósito al valor cuota del día aplicable. Otro administrador deberá confirmarla para acreditar las cuotas.'
          }
          confirmLabel={prepared ? 'Confirmar' : 'Preparar'}
          needsReason={false}
          pending={approve.isPending}
          error={approve.isError ? errorMessageOf(approve.error) : null}
          onConfirm={() => approve.mutate({ id, key: approveKey }, { onSuccess: () => setAsked(null) })}
          onClose={() => setAsked(null)}
        />
      )}
      {asked && asked !== 'approve' && (
        <ReasonDialog
          title={reviewDecisions[asked].label}
          text={reviewDecisions[asked].text}
          confirmLabel={reviewDecisions[asked].label}
          needsReason={reviewDecisions[asked].reason}
          danger={reviewDecisions[asked].reason}
          pending={decide.isPending}
          error={decide.isError ? errorMessageOf(decide.error) : null}
          onConfirm={(reason) =>
            decide.mutate(
              { decision: asked, ...(reason ? { reason } : {}) },
              { onSuccess: () => setAsked(null) },
            )
          }
          onClose={() => setAsked(null)}
        />
      )}
    </AdminPage>
  );
}
