import { currencyWords, formatCurrency, type DepositView } from '@invierte/domain';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { MessagePanel } from '../../../components/MessagePanel';
import { errorMessageOf } from '../../../lib/api-client';
import { OnboardingLoading } from '../components/Step1Page';
import { AccountCard } from './AccountCard';
import { useDeposit } from './api/get-deposit';
import { DepositForm } from './DepositForm';

const steps = ['Datos', 'Contrato', 'Depósito'] as const;

/** The amount to transfer, in the product's currency, and where to send it. */
function TransferInstructions({ view }: { view: DepositView }) {
  return (
    <>
      <Box
        sx={{
          p: { xs: 2, sm: 3 },
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          mb: 3,
        }}
      >
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          Monto a transferir
        </Typography>
        <Typography
          variant="h3"
          component="p"
          sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.75rem' } }}
          data-testid="deposit-amount"
        >
          {view.amount ? formatCurrency(view.amount, view.product.currency.code, { decimals: 2 }) : '—'}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          a nombre del fondo, desde una cuenta a tu nombre en {currencyWords[view.product.currency.code]}.
        </Typography>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Cuentas del fondo
      </Typography>
      {view.accounts.length === 0 ? (
        <Alert severity="warning">
          Aún no tenemos cuentas publicadas para este producto. Comunícate con tu asesor antes de transferir.
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {view.accounts.map((account) => (
            <AccountCard key={`${account.bank}-${account.accountNumber}`} account={account} />
          ))}
        </Box>
      )}
      <Alert severity="info" icon={<InfoOutlinedIcon />} sx={{ mt: 2 }}>
        Si transfieres desde otro banco, usa el CCI. Guarda la constancia: la necesitarás en el siguiente
        paso.
      </Alert>
    </>
  );
}

/** /onboarding/{id}/step-3/deposit: requirements R2 step 3. What to transfer, where, and the voucher. */
export default function DepositPage() {
  const { idOnboarding = '' } = useParams();
  const deposit = useDeposit(idOnboarding);

  if (deposit.isPending) return <OnboardingLoading />;
  if (deposit.isError)
    return (
      <MessagePanel
        title="No pudimos cargar tu depósito"
        actions={
          <Button component={RouterLink} to="/portafolio" variant="contained">
            Ir a mi portafolio
          </Button>
        }
      >
        {errorMessageOf(deposit.error)}
      </MessagePanel>
    );
  const view = deposit.data;
  if (view.state === 'IN_VERIFICATION') return <Navigate replace to="/onboarding-fin" />;
  if (!view.canRegister)
    return (
      <MessagePanel
        title="Aún no puedes registrar tu depósito"
        actions={
          <Button
            component={RouterLink}
            to={`/onboarding/${encodeURIComponent(view.onboardingId)}`}
            variant="contained"
          >
            Continuar mi solicitud
          </Button>
        }
      >
        Primero completa los pasos anteriores de tu solicitud. Te avisaremos cuando puedas transferir.
      </MessagePanel>
    );

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ textAlign: 'center' }}>
        Tu inversión en {view.product.name}
      </Typography>
      <Stepper
        activeStep={2}
        alternativeLabel
        sx={{ my: { xs: 1.5, md: 2 } }}
        data-testid="onboarding-stepper"
      >
        {steps.map((name, index) => (
          <Step key={name} completed={index < 2}>
            <StepLabel
              optional={
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', textAlign: 'center' }}
                >
                  Paso {index + 1}
                </Typography>
              }
            >
              {name}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
          Realiza tu depósito
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Transfiere el monto de tu inversión a una de las cuentas del fondo y envíanos la constancia.
        </Typography>
        <TransferInstructions view={view} />
        <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 4, pt: 3 }}>
          <DepositForm view={view} />
        </Box>
      </Paper>
    </Box>
  );
}
