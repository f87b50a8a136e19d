import { requestStrip, type CustomerBanners as Banners } from '@invierte/domain';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useCustomerBanners } from '../lib/portfolio-api/get-customer-banners';
import { WaitingText } from './WaitingNotice';

const action = (to: string, label: string) => (
  <Button
    component={RouterLink}
    to={to}
    color="inherit"
    size="small"
    sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
  >
    {label}
  </Button>
);

/**
 * The open request's strip: what she waits for and her next action (`requestStrip`, one mapping in
 * the domain), with the link that takes her there and, while she waits on the back office, how
 * long it usually takes.
 */
function RequestStrip({ request }: { request: NonNullable<Banners['request']> }) {
  const strip = requestStrip(request);
  if (!strip) return null;
  return (
    <Alert
      severity={strip.tone}
      icon={strip.tone === 'info' ? <HourglassTopIcon /> : <TaskAltIcon />}
      sx={{
        alignItems: 'center',
        // On a phone the link goes under the text instead of squeezing it into a narrow column.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: { xs: '1 1 0', sm: '1 1 auto' }, minWidth: 0 },
        '& .MuiAlert-action': {
          pt: 0,
          mr: 0,
          pl: { xs: 0, sm: 2 },
          width: { xs: '100%', sm: 'auto' },
          justifyContent: 'flex-end',
        },
      }}
      data-testid="request-strip"
      data-state={request.state}
      action={strip.action && action(strip.action.path, strip.action.label)}
    >
      <strong>{strip.title}</strong> {strip.text}
      {strip.waiting && request.waitingText && <WaitingText text={request.waitingText} />}
    </Alert>
  );
}

/**
 * The /portafolio banners of requirements R2, each exactly when the API says: the open request's strip
 * ("Estamos verificando tu transferencia", to /portafolio/movimientos, while the deposit is checked;
 * what comes next at every other step), the continue-profile prompt (to the missing section's
 * /perfil route) and the bank-account one (a product with an investment and no account in its
 * currency).
 */
export function CustomerBanners() {
  const { data } = useCustomerBanners();
  if (!data) return null;
  const sx = { alignItems: 'center' } as const;
  return (
    <Stack spacing={2} sx={{ mb: 3, '&:empty': { display: 'none' } }}>
      {data.request && <RequestStrip request={data.request} />}
      {data.profile && (
        <Alert
          severity="warning"
          icon={<AssignmentIndIcon />}
          sx={sx}
          data-testid="profile-banner"
          action={action(data.profile.path, 'Completar')}
        >
          Continúa completando tu perfil.
        </Alert>
      )}
      {data.bankAccount && <BankAccountAlert path={data.bankAccount.path} />}
    </Stack>
  );
}

function BankAccountAlert({ path }: { path: string }) {
  return (
    <Alert
      severity="warning"
      icon={<AccountBalanceIcon />}
      sx={{ alignItems: 'center' }}
      data-testid="bank-account-banner"
      action={action(path, 'Registrar')}
    >
      Registra tu cuenta donde depositaremos tus ganancias
    </Alert>
  );
}

/**
 * The bank-account banner alone, for the participant's home (/participe): she is who holds a fund
 * with nowhere to be paid, and /portafolio sends her there (decision 0017), so it shows where she
 * lands too.
 */
export function BankAccountBanner() {
  const { data } = useCustomerBanners();
  return data?.bankAccount ? <BankAccountAlert path={data.bankAccount.path} /> : null;
}
