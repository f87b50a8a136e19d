import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useCustomerBanners } from '../lib/portfolio-api/get-customer-banners';

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
 * The /portafolio banners of SPEC §2, each exactly when the API says: "Estamos verificando tu
 * transferencia" (to /portafolio/movimientos) while the deposit is checked, the approval-pending
 * strip, the continue-profile prompt (to the missing section's /perfil route) and the bank-account
 * one (a product with an investment and no account in its currency).
 */
export function CustomerBanners() {
  const { data } = useCustomerBanners();
  if (!data) return null;
  const sx = { alignItems: 'center' } as const;
  return (
    <Stack spacing={2} sx={{ mb: 3, '&:empty': { display: 'none' } }}>
      {data.verifyingTransfer && (
        <Alert
          severity="info"
          icon={<HourglassTopIcon />}
          sx={sx}
          data-testid="verifying-transfer-banner"
          action={action('/portafolio/movimientos', 'Ver movimientos')}
        >
          <strong>Estamos verificando tu transferencia</strong> de {data.verifyingTransfer.productName}. Te
          avisaremos por correo cuando la confirmemos.
        </Alert>
      )}
      {data.approvalPending && (
        <Alert severity="info" icon={<HourglassTopIcon />} sx={sx} data-testid="approval-pending-strip">
          Tu solicitud de {data.approvalPending.productName} está pendiente de aprobación. Te avisaremos por
          correo.
        </Alert>
      )}
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
      {data.bankAccount && (
        <Alert
          severity="warning"
          icon={<AccountBalanceIcon />}
          sx={sx}
          data-testid="bank-account-banner"
          action={action(data.bankAccount.path, 'Registrar')}
        >
          Registra tu cuenta donde depositaremos tus ganancias
        </Alert>
      )}
    </Stack>
  );
}
