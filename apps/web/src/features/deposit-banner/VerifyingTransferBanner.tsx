import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useOpenOnboarding } from '../../lib/onboarding-api/get-open-onboarding';

/**
 * SPEC §2 banner "Estamos verificando tu transferencia", to /portafolio/movimientos: shown while the
 * user's onboarding is IN_VERIFICATION (the deposit was registered and the back office checks it).
 */
export function VerifyingTransferBanner() {
  const open = useOpenOnboarding();
  if (open.data?.state !== 'IN_VERIFICATION') return null;
  return (
    <Alert
      severity="info"
      icon={<HourglassTopIcon />}
      data-testid="verifying-transfer-banner"
      sx={{ mx: { xs: 2, md: 3 }, mt: 2, alignItems: 'center' }}
      action={
        <Button
          component={RouterLink}
          to="/portafolio/movimientos"
          color="inherit"
          size="small"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
        >
          Ver movimientos
        </Button>
      }
    >
      <strong>Estamos verificando tu transferencia</strong> de {open.data.productName}. Te avisaremos por
      correo cuando la confirmemos.
    </Alert>
  );
}
