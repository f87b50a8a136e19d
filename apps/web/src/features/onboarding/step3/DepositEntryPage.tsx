import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import Button from '@mui/material/Button';
import { Link as RouterLink, Navigate } from 'react-router';
import { MessagePanel } from '../../../components/MessagePanel';
import { useOpenOnboarding } from '../../../lib/onboarding-api/get-open-onboarding';
import { OnboardingLoading } from '../components/Step1Page';

const portfolioButton = (
  <Button component={RouterLink} to="/portafolio" variant="contained">
    Ir a mi portafolio
  </Button>
);

/**
 * /deposit (requirements R2): the way into the deposit of the user's current onboarding, for links from
 * e-mails and the portfolio. It sends the user to step 3 when the deposit is due, to /onboarding-fin
 * while it is verified, and otherwise says what is missing.
 */
export default function DepositEntryPage() {
  const open = useOpenOnboarding();
  if (open.isPending) return <OnboardingLoading />;
  if (open.isError)
    return (
      <MessagePanel title="No pudimos cargar tu solicitud" actions={portfolioButton}>
        Inténtalo de nuevo en unos minutos.
      </MessagePanel>
    );
  const onboarding = open.data;
  if (onboarding?.state === 'PENDING_DEPOSIT')
    return (
      <Navigate replace to={`/onboarding/${encodeURIComponent(onboarding.onboardingId)}/step-3/deposit`} />
    );
  if (onboarding?.state === 'IN_VERIFICATION') return <Navigate replace to="/onboarding-fin" />;
  if (!onboarding)
    return (
      <MessagePanel
        icon={<AccountBalanceWalletIcon />}
        title="No tienes depósitos pendientes"
        actions={portfolioButton}
      >
        Cuando inicies una inversión y firmes tu contrato, aquí verás a qué cuenta transferir.
      </MessagePanel>
    );
  return (
    <MessagePanel
      icon={<AccountBalanceWalletIcon />}
      title="Tu solicitud aún no está lista para el depósito"
      actions={
        <Button
          component={RouterLink}
          to={`/onboarding/${encodeURIComponent(onboarding.onboardingId)}`}
          variant="contained"
        >
          Continuar mi solicitud
        </Button>
      }
    >
      Completa los pasos anteriores de tu inversión en {onboarding.productName}. Podrás transferir cuando
      aprobemos tu contrato firmado.
    </MessagePanel>
  );
}
